// Why this exists: the wording of warning-sign questions ("Can you swallow liquids?") the interview asks
// when the differential says the answer could change how soon the patient must be seen; en, es, fr, pt,
// each as the patient would be asked and as someone asking for another person would be.

export type WarningLang = 'en' | 'es' | 'fr' | 'pt';

export interface WarningQuestion {
  /** [asked of the patient, asked of someone speaking for another person] */
  text: Record<WarningLang, readonly [self: string, other: string]>;
  /** what a "yes" means for the finding: 'present' (default) or 'absent' ("Can you swallow liquids?") */
  yes?: 'present' | 'absent';
}

export const WARNING_QUESTIONS: Record<string, WarningQuestion> = {
  dyspnea: { text: {
    en: ['Are you short of breath or finding it hard to breathe?', 'Are they short of breath or finding it hard to breathe?'],
    es: ['¿Le falta el aire o le cuesta respirar?', '¿Le falta el aire o le cuesta respirar a esa persona?'],
    fr: ['Êtes-vous essoufflé ou avez-vous du mal à respirer ?', 'Est-ce que la personne est essoufflée ou a du mal à respirer ?'],
    pt: ['Tem falta de ar ou dificuldade em respirar?', 'Essa pessoa tem falta de ar ou dificuldade em respirar?'],
  } },
  chest_pain: { text: {
    en: ['Do you have any pain, pressure or tightness in your chest?', 'Do they have any pain, pressure or tightness in the chest?'],
    es: ['¿Tiene dolor, presión u opresión en el pecho?', '¿Tiene esa persona dolor, presión u opresión en el pecho?'],
    fr: ['Avez-vous une douleur, une pression ou une oppression dans la poitrine ?', 'La personne a-t-elle une douleur ou une oppression dans la poitrine ?'],
    pt: ['Tem dor, pressão ou aperto no peito?', 'Essa pessoa tem dor, pressão ou aperto no peito?'],
  } },
  radiating_arm_jaw: { text: {
    en: ['Does the pain spread to your arm, jaw, neck or back?', 'Does the pain spread to their arm, jaw, neck or back?'],
    es: ['¿El dolor se extiende al brazo, la mandíbula, el cuello o la espalda?', '¿El dolor se le extiende al brazo, la mandíbula, el cuello o la espalda?'],
    fr: ['La douleur s’étend-elle au bras, à la mâchoire, au cou ou au dos ?', 'La douleur s’étend-elle au bras, à la mâchoire, au cou ou au dos ?'],
    pt: ['A dor espalha-se para o braço, a mandíbula, o pescoço ou as costas?', 'A dor espalha-se para o braço, a mandíbula, o pescoço ou as costas dessa pessoa?'],
  } },
  diaphoresis: { text: {
    en: ['Are you sweaty or clammy?', 'Are they sweaty or clammy?'],
    es: ['¿Está sudando o tiene la piel fría y húmeda?', '¿Está sudando o tiene la piel fría y húmeda?'],
    fr: ['Êtes-vous en sueur ou moite ?', 'La personne est-elle en sueur ou moite ?'],
    pt: ['Está a suar ou com a pele fria e húmida?', 'Essa pessoa está a suar ou com a pele fria e húmida?'],
  } },
  confusion: { text: {
    en: ['Have you been confused, or has anyone said you are not making sense?', 'Are they confused, unusually drowsy or not making sense?'],
    es: ['¿Se ha sentido confundido o le han dicho que no tiene sentido lo que dice?', '¿Está confundida, más dormida de lo normal o no tiene sentido lo que dice?'],
    fr: ['Êtes-vous confus, ou vous a-t-on dit que vos propos n’avaient pas de sens ?', 'La personne est-elle confuse, anormalement somnolente ou incohérente ?'],
    pt: ['Tem estado confuso, ou disseram-lhe que não está a fazer sentido?', 'Essa pessoa está confusa, mais sonolenta do que o normal ou sem fazer sentido?'],
  } },
  stiff_neck: { text: {
    en: ['Is your neck stiff, so that it hurts to bend your chin to your chest?', 'Is their neck stiff, so that it hurts to bend the chin to the chest?'],
    es: ['¿Tiene el cuello rígido, de modo que le duele bajar la barbilla al pecho?', '¿Tiene el cuello rígido, de modo que le duele bajar la barbilla al pecho?'],
    fr: ['Avez-vous la nuque raide, au point d’avoir mal en baissant le menton vers la poitrine ?', 'A-t-elle la nuque raide, au point d’avoir mal en baissant le menton ?'],
    pt: ['Tem o pescoço rígido, a ponto de doer ao encostar o queixo ao peito?', 'Essa pessoa tem o pescoço rígido, a ponto de doer ao baixar o queixo?'],
  } },
  petechiae: { text: {
    en: ['Do you have a rash that does not fade when you press a glass against it?', 'Do they have a rash that does not fade when you press a glass against it?'],
    es: ['¿Tiene manchas en la piel que no desaparecen al presionar un vaso sobre ellas?', '¿Tiene manchas en la piel que no desaparecen al presionar un vaso sobre ellas?'],
    fr: ['Avez-vous des taches sur la peau qui ne s’effacent pas quand on appuie un verre dessus ?', 'A-t-elle des taches qui ne s’effacent pas quand on appuie un verre dessus ?'],
    pt: ['Tem manchas na pele que não desaparecem quando pressiona um copo sobre elas?', 'Essa pessoa tem manchas que não desaparecem ao pressionar um copo?'],
  } },
  vomiting_blood: { text: {
    en: ['Have you vomited blood, or something that looks like coffee grounds?', 'Have they vomited blood, or something that looks like coffee grounds?'],
    es: ['¿Ha vomitado sangre o algo parecido a posos de café?', '¿Ha vomitado sangre o algo parecido a posos de café?'],
    fr: ['Avez-vous vomi du sang, ou quelque chose qui ressemble à du marc de café ?', 'A-t-elle vomi du sang ou quelque chose comme du marc de café ?'],
    pt: ['Vomitou sangue, ou algo parecido com borra de café?', 'Essa pessoa vomitou sangue, ou algo parecido com borra de café?'],
  } },
  black_stool: { text: {
    en: ['Have your stools been black and tarry?', 'Have their stools been black and tarry?'],
    es: ['¿Ha tenido heces negras y pegajosas?', '¿Ha tenido heces negras y pegajosas?'],
    fr: ['Vos selles sont-elles noires et goudronneuses ?', 'Ses selles sont-elles noires et goudronneuses ?'],
    pt: ['As suas fezes têm estado pretas e pegajosas?', 'As fezes dessa pessoa têm estado pretas e pegajosas?'],
  } },
  hemoptysis: { text: {
    en: ['Have you coughed up any blood?', 'Have they coughed up any blood?'],
    es: ['¿Ha tosido sangre?', '¿Ha tosido sangre?'],
    fr: ['Avez-vous craché du sang en toussant ?', 'A-t-elle craché du sang en toussant ?'],
    pt: ['Tossiu sangue?', 'Essa pessoa tossiu sangue?'],
  } },
  syncope: { text: {
    en: ['Have you fainted or passed out?', 'Have they fainted or passed out?'],
    es: ['¿Se ha desmayado o ha perdido el conocimiento?', '¿Se ha desmayado o ha perdido el conocimiento?'],
    fr: ['Avez-vous perdu connaissance ou fait un malaise ?', 'A-t-elle perdu connaissance ?'],
    pt: ['Desmaiou ou perdeu os sentidos?', 'Essa pessoa desmaiou ou perdeu os sentidos?'],
  } },
  one_sided_weakness: { text: {
    en: ['Is there any new weakness or numbness on one side of your body?', 'Is there any new weakness or numbness on one side of their body?'],
    es: ['¿Tiene debilidad o adormecimiento nuevo en un lado del cuerpo?', '¿Tiene debilidad o adormecimiento nuevo en un lado del cuerpo?'],
    fr: ['Avez-vous une faiblesse ou un engourdissement nouveau d’un côté du corps ?', 'A-t-elle une faiblesse ou un engourdissement nouveau d’un côté du corps ?'],
    pt: ['Tem fraqueza ou dormência nova de um lado do corpo?', 'Essa pessoa tem fraqueza ou dormência nova de um lado do corpo?'],
  } },
  speech_difficulty: { text: {
    en: ['Have you had any trouble speaking or finding your words?', 'Have they had any trouble speaking or finding their words?'],
    es: ['¿Ha tenido dificultad para hablar o encontrar las palabras?', '¿Ha tenido dificultad para hablar o encontrar las palabras?'],
    fr: ['Avez-vous du mal à parler ou à trouver vos mots ?', 'A-t-elle du mal à parler ou à trouver ses mots ?'],
    pt: ['Tem tido dificuldade em falar ou em encontrar as palavras?', 'Essa pessoa tem dificuldade em falar ou em encontrar as palavras?'],
  } },
  worst_headache: { text: {
    en: ['Did the headache come on suddenly, reaching its worst within a minute or so, or is it the worst you have ever had?', 'Did the headache come on suddenly, or is it the worst they have ever had?'],
    es: ['¿El dolor de cabeza empezó de golpe, o es el peor que ha tenido nunca?', '¿El dolor de cabeza empezó de golpe, o es el peor que ha tenido nunca?'],
    fr: ['Le mal de tête est-il apparu brutalement, ou est-ce le pire de votre vie ?', 'Le mal de tête est-il apparu brutalement, ou est-ce le pire de sa vie ?'],
    pt: ['A dor de cabeça começou de repente, ou é a pior que já teve?', 'A dor de cabeça começou de repente, ou é a pior que essa pessoa já teve?'],
  } },
  high_fever: { text: {
    en: ['Have you had a temperature of 39 °C (102 °F) or higher?', 'Have they had a temperature of 39 °C (102 °F) or higher?'],
    es: ['¿Ha tenido fiebre de 39 °C o más?', '¿Ha tenido fiebre de 39 °C o más?'],
    fr: ['Avez-vous eu une fièvre de 39 °C ou plus ?', 'A-t-elle eu une fièvre de 39 °C ou plus ?'],
    pt: ['Teve febre de 39 °C ou mais?', 'Essa pessoa teve febre de 39 °C ou mais?'],
  } },
  dehydration: { yes: 'absent', text: {
    en: ['Are you able to keep fluids down and pass urine as usual?', 'Are they able to keep fluids down and pass urine (wet nappies) as usual?'],
    es: ['¿Puede retener los líquidos y orinar como de costumbre?', '¿Puede retener los líquidos y orinar (mojar pañales) como de costumbre?'],
    fr: ['Arrivez-vous à garder les liquides et à uriner comme d’habitude ?', 'Arrive-t-elle à garder les liquides et à uriner (couches mouillées) comme d’habitude ?'],
    pt: ['Consegue reter os líquidos e urinar como habitualmente?', 'Essa pessoa consegue reter os líquidos e urinar (molhar fraldas) como habitualmente?'],
  } },
  poor_feeding: { text: {
    en: ['Are you eating and drinking much less than usual?', 'Are they feeding or drinking much less than usual?'],
    es: ['¿Está comiendo y bebiendo mucho menos de lo habitual?', '¿Está comiendo o bebiendo mucho menos de lo habitual?'],
    fr: ['Mangez-vous et buvez-vous beaucoup moins que d’habitude ?', 'Mange-t-elle ou boit-elle beaucoup moins que d’habitude ?'],
    pt: ['Está a comer e a beber muito menos do que o habitual?', 'Essa pessoa está a comer ou a beber muito menos do que o habitual?'],
  } },
  urinary_retention: { text: {
    en: ['Are you unable to pass urine at all?', 'Are they unable to pass urine at all?'],
    es: ['¿No consigue orinar nada?', '¿No consigue orinar nada?'],
    fr: ['Êtes-vous incapable d’uriner ?', 'Est-elle incapable d’uriner ?'],
    pt: ['Não consegue urinar nada?', 'Essa pessoa não consegue urinar nada?'],
  } },
  vaginal_bleeding: { text: {
    en: ['Do you have any vaginal bleeding?', 'Does she have any vaginal bleeding?'],
    es: ['¿Tiene algún sangrado vaginal?', '¿Tiene algún sangrado vaginal?'],
    fr: ['Avez-vous des saignements vaginaux ?', 'A-t-elle des saignements vaginaux ?'],
    pt: ['Tem algum sangramento vaginal?', 'Ela tem algum sangramento vaginal?'],
  } },
  jaundice: { text: {
    en: ['Have your skin or the whites of your eyes turned yellow?', 'Have their skin or the whites of their eyes turned yellow?'],
    es: ['¿Se le ha puesto amarilla la piel o el blanco de los ojos?', '¿Se le ha puesto amarilla la piel o el blanco de los ojos?'],
    fr: ['Votre peau ou le blanc de vos yeux a-t-il jauni ?', 'Sa peau ou le blanc de ses yeux a-t-il jauni ?'],
    pt: ['A sua pele ou a parte branca dos olhos ficou amarela?', 'A pele ou a parte branca dos olhos dessa pessoa ficou amarela?'],
  } },
  calf_pain: { text: {
    en: ['Is one of your calves painful, swollen or warm?', 'Is one of their calves painful, swollen or warm?'],
    es: ['¿Tiene una pantorrilla dolorida, hinchada o caliente?', '¿Tiene una pantorrilla dolorida, hinchada o caliente?'],
    fr: ['Avez-vous un mollet douloureux, gonflé ou chaud ?', 'A-t-elle un mollet douloureux, gonflé ou chaud ?'],
    pt: ['Tem uma barriga da perna dorida, inchada ou quente?', 'Essa pessoa tem uma barriga da perna dorida, inchada ou quente?'],
  } },
  vision_loss: { text: {
    en: ['Have you lost any of your vision?', 'Have they lost any of their vision?'],
    es: ['¿Ha perdido visión?', '¿Ha perdido visión?'],
    fr: ['Avez-vous perdu une partie de votre vue ?', 'A-t-elle perdu une partie de sa vue ?'],
    pt: ['Perdeu alguma visão?', 'Essa pessoa perdeu alguma visão?'],
  } },
  reduced_fetal_movement: { text: {
    en: ['Is your baby moving less than usual?', 'Is the baby moving less than usual?'],
    es: ['¿Nota que el bebé se mueve menos de lo habitual?', '¿Nota que el bebé se mueve menos de lo habitual?'],
    fr: ['Sentez-vous votre bébé bouger moins que d’habitude ?', 'Le bébé bouge-t-il moins que d’habitude ?'],
    pt: ['Sente o bebé a mexer-se menos do que o habitual?', 'O bebé está a mexer-se menos do que o habitual?'],
  } },
  seizure: { text: {
    en: ['Have you had a seizure or fit?', 'Have they had a seizure or fit?'],
    es: ['¿Ha tenido una convulsión?', '¿Ha tenido una convulsión?'],
    fr: ['Avez-vous fait une crise convulsive ?', 'A-t-elle fait une crise convulsive ?'],
    pt: ['Teve alguma convulsão?', 'Essa pessoa teve alguma convulsão?'],
  } },
  dysphagia_liquids: { yes: 'absent', text: {
    en: ['Can you swallow liquids, even sips of water?', 'Can they swallow liquids, even sips of water?'],
    es: ['¿Puede tragar líquidos, aunque sea sorbos de agua?', '¿Puede tragar líquidos, aunque sea sorbos de agua?'],
    fr: ['Arrivez-vous à avaler des liquides, même des gorgées d’eau ?', 'Arrive-t-elle à avaler des liquides, même des gorgées d’eau ?'],
    pt: ['Consegue engolir líquidos, nem que sejam goles de água?', 'Essa pessoa consegue engolir líquidos, nem que sejam goles de água?'],
  } },
  saddle_anaesthesia: { text: {
    en: ['Is there any numbness between your legs or around your back passage, or trouble passing urine?', 'Is there any numbness between their legs or around the back passage, or trouble passing urine?'],
    es: ['¿Tiene adormecimiento entre las piernas o alrededor del ano, o dificultad para orinar?', '¿Tiene adormecimiento entre las piernas o alrededor del ano, o dificultad para orinar?'],
    fr: ['Avez-vous un engourdissement entre les jambes ou autour de l’anus, ou du mal à uriner ?', 'A-t-elle un engourdissement entre les jambes ou autour de l’anus, ou du mal à uriner ?'],
    pt: ['Tem dormência entre as pernas ou à volta do ânus, ou dificuldade em urinar?', 'Essa pessoa tem dormência entre as pernas ou à volta do ânus, ou dificuldade em urinar?'],
  } },
  lethargy: { text: {
    en: ['Are you unusually drowsy or hard to keep awake?', 'Are they unusually drowsy, floppy or hard to wake?'],
    es: ['¿Está más dormido de lo normal o le cuesta mantenerse despierto?', '¿Está más dormido de lo normal, decaído o cuesta despertarlo?'],
    fr: ['Êtes-vous anormalement somnolent ou avez-vous du mal à rester éveillé ?', 'Est-il anormalement somnolent, mou ou difficile à réveiller ?'],
    pt: ['Está mais sonolento do que o normal ou tem dificuldade em manter-se acordado?', 'Essa pessoa está mais sonolenta do que o normal, molinha ou difícil de acordar?'],
  } },
  stridor_at_rest: { text: {
    en: ['Is there a harsh, high-pitched noise when you breathe in, even at rest?', 'Is there a harsh, high-pitched noise when they breathe in, even at rest?'],
    es: ['¿Hace un ruido agudo y áspero al respirar, incluso en reposo?', '¿Hace un ruido agudo y áspero al respirar, incluso en reposo?'],
    fr: ['Y a-t-il un bruit aigu et rauque quand vous inspirez, même au repos ?', 'Y a-t-il un bruit aigu et rauque quand elle inspire, même au repos ?'],
    pt: ['Há um ruído agudo e áspero ao inspirar, mesmo em repouso?', 'Há um ruído agudo e áspero quando essa pessoa inspira, mesmo em repouso?'],
  } },
};
