// Why this exists: findings the condition model's abdomen-pelvis conditions need that the base lexicon lacks,
// with lay, third-person, clinical and abbreviated phrasings in en, es, fr and pt.
import { mod, risk, sym, type FindingDef } from '../finding.builders.ts';

/** "6 weeks pregnant", "34 weeks" ... as phrases for the weeks of an early or late pregnancy. */
function weeks(from: number, to: number): { en: string[]; es: string[]; fr: string[]; pt: string[] } {
  const n = Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  return {
    en: n.flatMap((w) => [`${w} weeks pregnant`, `${w} wks pregnant`, `${w} week pregnant`, `pregnant ${w} week*`, `pregnant ${w} wks`, `${w} weeks along`, `${w}/40`, ...[0, 1, 2, 3, 4, 5, 6].map((d) => `${w}+${d}/40`)]),
    es: n.flatMap((w) => [`embarazada de ${w} semanas`, `${w} semanas de embarazo`, `${w} semanas de gestacion`]),
    fr: n.flatMap((w) => [`enceinte de ${w} semaines`, `${w} semaines de grossesse`, `${w} sa`]),
    pt: n.flatMap((w) => [`gravida de ${w} semanas`, `${w} semanas de gravidez`, `${w} semanas de gestacao`]),
  };
}
const EARLY = weeks(4, 12);
const LATE = weeks(20, 42);

export const FINDINGS_ABDOMEN_PELVIS: FindingDef[] = [
  // ── abdominal pain patterns ───────────────────────────────────────────────────
  sym('pain_migration', 4, 'pain that started around the navel and moved to the right lower abdomen', {
    en: ['started .. belly button .. moved', 'started .. navel .. moved', 'started .. middle .. moved .. right', 'began .. belly button .. moved', 'began .. navel .. moved', 'moved down to the right', 'shifted to the right', 'migrat* .. pain', 'migrated to .. right'],
    es: ['empezo .. ombligo .. derecha', 'comenzo .. ombligo .. derecha', 'se paso a la derecha', 'se movio a la derecha', 'dolor migratorio'],
    fr: ['commence .. nombril .. droite', 'debute .. nombril .. droite', 'migre .. droite', 'douleur migratrice'],
    pt: ['comecou .. umbigo .. direita', 'mudou para .. direita', 'passou para .. direita', 'dor migratoria'],
  }, { implies: ['abdominal_pain'] }),
  sym('peritonism', 4, 'abdominal pain worse with movement, coughing or jolts', {
    en: ['pain more when he jump', 'pain more when she jump', 'more when .. jump', 'hard like board', 'hard like a board', 'stomach .. hard like', 'cannot move because the pain', "can't move because of the pain", 'hurts when .. jump*', 'hurts .. jumps', 'hard as a board', 'rigid belly', 'belly .. rigid', 'abdomen .. rigid', 'any movement hurts', 'belly .. hurts .. move', 'stomach .. hurts .. move', 'tummy .. hurts .. move', 'belly .. hurts .. walk*', 'stomach .. hurts .. walk*', 'tummy .. hurts .. walk*', 'belly .. hurts .. cough*', 'stomach .. hurts .. cough*', 'tummy .. hurts .. cough*', 'pain .. every bump', 'every bump in the road', 'over speed bump*', 'speed bump* .. hurt*', 'hurt* .. speed bump*', 'pain .. speed bump*', 'bumps in the road .. hurt*', 'hurt* .. bumps in the road', 'lie .. completely still', 'lying .. very still', 'keeps very still', 'rebound tenderness', 'guarding', 'peritonism', 'peritonitis', 'board like', 'board-like', 'belly .. rigid', 'stomach .. rigid'],
    es: ['dura como una tabla', 'duro como una tabla', 'barriga dura', 'duele al moverse', 'duele al caminar', 'no se puede mover del dolor', 'rebote', 'peritonitis', 'abdomen en tabla', 'vientre rigido'],
    fr: ['dur comme du bois', 'dur comme une planche', 'ventre dur', 'mal en bougeant', 'douleur au moindre mouvement', 'defense abdominale', 'ventre de bois', 'peritonite', 'reste immobile'],
    pt: ['doi quando .. pula', 'doi qdo .. pula', 'qdo ele pula', 'dura como uma tabua', 'duro como uma tabua', 'qualquer mexida doi', 'barriga dura', 'barriga rigida', 'doi ao se mexer', 'doi para andar', 'descompressao brusca', 'peritonite', 'abdome em tabua', 'barriga rigida'],
  }, { implies: ['abdominal_pain'] }),
  sym('pain_out_of_proportion', 4, 'abdominal pain out of proportion to the examination', {
    en: ['more than the cut', 'way more than .. should', 'more than .. looks like it should', 'worse than the cut', 'worse than the wound', 'more than the wound', 'out of proportion', 'pain .. disproportionate', 'severe pain .. soft belly', 'pain .. worse than .. looks'],
    es: ['dolor desproporcionado'], fr: ['douleur disproportionnee'], pt: ['dor desproporcional'],
  }),
  sym('colicky_pain', 2, 'cramping pain that comes in waves', {
    en: ['comes in waves', 'come in waves', 'coming in waves', 'waves of pain', 'in waves', 'colicky', 'cramps .. come and go', 'gripping pain', 'griping pain'],
    es: ['dolor en oleadas', 'viene y va', 'tipo colico', 'retortijones'], fr: ['par vagues', 'douleur en vagues', 'type colique', 'crampes .. intermittent*'], pt: ['em ondas', 'vem e volta', 'tipo colica', 'dor em colica'],
  }),
  sym('writhing', 3, "can't keep still with the pain", {
    en: ['writhing', "can't keep still", 'cannot keep still', "can't sit still .. pain", "can't get comfortable", 'cannot get comfortable', 'pacing .. pain', 'rolling around .. pain', 'rolling around in pain', 'no position .. comfortable'],
    es: ['no encuentra posicion', 'no puedo estar quieto', 'no puedo estar quieta', 'se retuerce de dolor', 'retorciendo de dolor'],
    fr: ['se tord de douleur', 'ne tient pas en place', 'aucune position .. soulage', 'impossible de rester immobile'],
    pt: ['se contorcendo de dor', 'nao consigo ficar parado', 'nao consigo ficar parada', 'nao acha posicao'],
  }),
  sym('flank_pain_to_groin', 3, 'pain from the loin spreading to the groin', {
    en: ['go down to the groin', 'goes down to the groin', 'going down to the groin', 'down to my groin', 'loin to groin', 'from .. back .. to .. groin', 'side .. down .. groin', 'shoots down .. groin', 'shooting down .. groin', 'spread* .. to .. groin', 'down into .. groin', 'from .. side .. into .. testicle', 'from .. back .. into .. testicle', 'from .. side .. into .. labia'],
    es: ['del costado a la ingle', 'se corre a la ingle', 'baja a la ingle', 'irradia .. ingle', 'irradia .. testiculo'],
    fr: ['irradie .. aine', 'descend .. aine', 'du flanc .. aine', 'irradie .. testicule'],
    pt: ['irradia .. virilha', 'desce .. virilha', 'vai para a virilha', 'irradia .. testiculo'],
  }, { implies: ['flank_pain'] }),
  sym('pain_radiating_back', 3, 'abdominal pain going through to the back', {
    en: ['through to .. back', 'goes through to .. back', 'radiat* .. back', 'bores .. back', 'boring .. back', 'goes .. into .. back', 'spread* .. to .. back', 'band .. around .. upper', 'like a band .. stomach'],
    es: ['irradia .. espalda', 'pasa a la espalda', 'en cinturon', 'como un cinturon'], fr: ['irradie .. dos', 'transfixiant*', 'en barre', 'en ceinture'], pt: ['irradia .. costas', 'vai para as costas', 'em faixa', 'atravessa .. costas'],
  }),
  sym('shoulder_tip_pain', 3, 'shoulder tip pain', {
    en: ['shoulder tip pain', 'pain .. tip of .. shoulder', 'shoulder tip', 'top of .. shoulder .. hurts'],
    es: ['dolor en la punta del hombro', 'punta del hombro'], fr: ["douleur .. pointe de l'epaule", 'scapulalgie', "pointe de l'epaule"], pt: ['dor na ponta do ombro', 'ponta do ombro'],
  }),
  sym('better_leaning_forward', 2, 'pain eased by sitting up and leaning forward', {
    en: ['leaning forward helps', 'eases .. lean* forward', 'sit .. lean* forward', 'curled up .. helps', 'knees .. chest .. helps'],
    es: ['alivia .. inclinado hacia adelante', 'mejor .. encorvado'], fr: ['mieux .. penche* en avant', 'position en chien de fusil'], pt: ['alivia .. inclinado para frente', 'melhor .. encolhido'],
  }),
  sym('pain_after_fatty_meal', 2, 'pain after fatty or large meals', {
    en: ['after .. fatty', 'after .. greasy', 'after .. fried food', 'after .. big meal', 'after .. heavy meal', 'after .. rich food', 'fatty food* .. trigger*', 'fried food .. pain', 'fatty meal'],
    es: ['despues de comer grasa', 'comida grasosa', 'comidas pesadas', 'despues de comidas copiosas', 'comida grasienta'], fr: ['apres .. repas gras', 'apres .. repas copieux', 'aliments gras', 'repas riche'], pt: ['depois de comer gordura', 'comida gordurosa', 'refeicao pesada', 'depois de .. frituras'],
  }),
  sym('postprandial_pain', 2, 'pain after eating', {
    en: ['pain after eating', 'hurts after .. eat*', 'pain .. after meals', 'after meals .. pain', 'afraid to eat', 'fear of eating', 'scared to eat .. pain', 'worse after eating', 'worse after food'],
    es: ['dolor despues de comer', 'duele despues de comer', 'miedo a comer'], fr: ['douleur apres .. repas', 'mal apres .. manger', 'peur de manger'], pt: ['dor depois de comer', 'doi depois de comer', 'medo de comer'],
  }),
  sym('pain_relieved_by_food', 2, 'upper abdominal pain eased by food or waking at night', {
    en: ['better after eating', 'eased by eating', 'relieved by food', 'relieved by eating', 'worse when hungry', 'worse on an empty stomach', 'empty stomach .. pain', 'hunger pain*', 'wakes .. at night .. stomach', 'wakes .. night .. burning'],
    es: ['mejora al comer', 'dolor con el estomago vacio', 'duele en ayunas', 'me despierta .. estomago'], fr: ['soulage* .. en mangeant', 'douleur a jeun', 'crampe* .. faim', 'reveille .. la nuit .. estomac'], pt: ['melhora .. comer', 'dor em jejum', 'doi .. estomago vazio', 'acordo .. dor .. estomago'],
  }),
  sym('early_satiety', 2, 'feeling full quickly', {
    en: ['early satiety', 'full quickly', 'full very quickly', 'fills up quickly', 'full after .. few bites', 'full after .. small amount', "can't finish .. meal*"],
    es: ['saciedad precoz', 'me lleno rapido', 'se llena rapido'], fr: ['satiete precoce', 'rassasie* rapidement', 'cale* vite'], pt: ['saciedade precoce', 'fico cheio rapido', 'fico cheia rapido', 'enche rapido'],
  }),

  // ── bowel, vomiting and stool ────────────────────────────────────────────────
  sym('no_flatus', 4, 'not passing wind or stool', {
    en: ['no gas coming', 'no poop and no gas', 'no gas', 'no poo or wind', 'no wind', 'no poo or gas', 'not farting', 'not passing gas', 'not passing wind', 'not passed wind', 'not passed gas', "can't pass gas", 'cannot pass gas', "can't pass wind", 'cannot pass wind', "haven't passed .. wind", "haven't passed .. gas", "hasn't passed .. wind", "hasn't passed .. gas", 'not passed any wind', 'not passing any wind', 'no flatus', 'not farting', "hasn't farted", 'obstipation', 'no bowel movement or gas'],
    es: ['no expulsa gases', 'no puedo expulsar gases', 'no echo gases', 'no elimina gases', 'no ha evacuado ni gases', 'sin gases ni heces'],
    fr: ['arret des gaz', 'arret des matieres et des gaz', 'ne passe plus de gaz'],
    pt: ['nao elimina gases', 'nao solto gases', 'nao sai gases', 'parada de eliminacao de gases', 'sem eliminar gases'],
  }),
  sym('bilious_vomiting', 4, 'green (bilious) or faeculent vomiting', {
    en: ['brown and smelly', 'vomit* .. brown', 'vomit* .. bright green', 'being sick .. bright green', 'green like grass', 'sick .. green', 'green vomit*', 'vomit* .. green', 'vomiting bile', 'bilious', 'dark green .. vomit', 'yellow-green vomit', 'vomit .. smells like poo', 'vomit .. smells like feces', 'faeculent', 'feculent', 'fecal vomiting', 'faecal vomiting', 'throwing up .. green'],
    es: ['vomito verde', 'vomitos verdes', 'vomito bilioso', 'vomita bilis', 'vomito fecaloide'], fr: ['vomissement* vert*', 'vomi* vert', 'vomissements bilieux', 'vomissements fecaloides'], pt: ['vomito verde', 'vomitos verdes', 'vomito bilioso', 'vomitando bile', 'vomito fecaloide'],
  }, { implies: ['vomiting'] }),
  sym('projectile_vomiting', 3, 'projectile vomiting', {
    en: ['projectile', 'vomit* .. across the room', 'forceful vomit*', 'forcefully .. vomit*'],
    es: ['vomito en proyectil', 'vomito en chorro', 'vomitos en chorro'], fr: ['vomissement* en jet', 'vomit en jet'], pt: ['vomito em jato', 'vomitos em jato'],
  }, { implies: ['vomiting'] }),
  sym('persistent_vomiting', 3, 'persistent vomiting', {
    en: ['throwing up non-stop', 'vomiting non-stop', "can't even keep water down", "can't keep water down", "can't stop vomiting", "can't stop throwing up", 'cannot stop vomiting', 'vomiting all day', 'vomiting .. every hour', 'vomiting .. nonstop', 'non stop vomiting', 'constant vomiting', 'keeps vomiting', 'keeps throwing up', 'vomits everything', 'throws up everything', 'keep anything down', 'vomited many times', 'vomited several times', 'vomited multiple times', 'thrown up many times', 'thrown up several times', 'repeated vomiting', 'persistent vomiting', 'intractable vomiting'],
    es: ['vomita todo', 'no para de vomitar', 'vomitos persistentes', 'vomitos continuos'], fr: ['vomit tout', "n'arrete pas de vomir", 'vomissements incoercibles', 'vomissements repetes'], pt: ['vomita tudo', 'nao para de vomitar', 'vomitos persistentes', 'vomitos incoerciveis'],
  }, { implies: ['vomiting'] }),
  sym('currant_jelly_stool', 4, 'redcurrant-jelly stool (blood and mucus)', {
    en: ['currant jelly', 'redcurrant', 'jelly .. stool', 'jelly .. nappy', 'jelly .. diaper', 'stool .. like jelly', 'poo .. like jelly', 'blood and mucus .. nappy', 'blood and mucus .. diaper', 'blood and mucus .. stool', 'nappy .. red jelly', 'diaper .. red jelly', 'red jelly .. nappy', 'red jelly .. diaper', 'poo .. red jelly'],
    es: ['jalea de grosella', 'heces .. jalea', 'moco y sangre .. panal'], fr: ['gelee de groseille', 'selles .. gelee', 'sang et glaires .. couche'], pt: ['geleia de groselha', 'fezes .. geleia', 'muco e sangue .. fralda'],
  }, { implies: ['blood_in_stool'] }),
  sym('drawing_legs_up', 3, 'episodes of screaming with the legs drawn up', {
    en: ['draws .. legs up', 'drawing .. legs up', 'pulls .. legs up', 'pulling .. legs up', 'knees .. to .. chest', 'legs .. to .. tummy', 'screaming episodes', 'episodes of screaming', 'bouts of screaming', 'screams .. then .. quiet', 'pale .. during .. episodes'],
    es: ['encoge las piernas', 'recoge las piernas', 'episodios de llanto', 'crisis de llanto'], fr: ['replie les jambes', 'remonte les jambes', 'crises de pleurs', 'acces de cris'], pt: ['encolhe as pernas', 'puxa as pernas', 'crises de choro', 'episodios de choro'],
  }),
  sym('hungry_after_vomiting', 2, 'hungry straight after vomiting', {
    en: ['hungry .. after .. vomit*', 'wants to feed .. after vomit*', 'wants to eat .. after vomit*', 'feeds .. hungrily .. after', 'starving after .. vomit*', 'still hungry after'],
    es: ['tiene hambre despues de vomitar', 'quiere comer despues de vomitar'], fr: ['a faim .. apres .. vomi', 'reclame .. apres .. vomi'], pt: ['fome depois de vomitar', 'quer mamar depois de vomitar'],
  }),
  sym('infant_regurgitation', 1, 'baby bringing up milk after feeds', {
    en: ['spit* up', 'spitting up', 'posset*', 'brings up milk', 'bringing up milk', 'milk .. comes back up', 'sick after feeds', 'reflux after feed*', 'baby reflux', 'spills after feed*'],
    es: ['regurgita', 'regurgitacion', 'devuelve la leche', 'bota la leche'], fr: ['regurgit*', 'rejette le lait', 'renvoie .. lait'], pt: ['regurgita*', 'golfa', 'golfada*', 'devolve o leite'],
  }, { minor: 'yes' }),
  sym('infant_crying_episodes', 2, 'long crying spells in a thriving baby', {
    en: ['colicky baby', 'baby colic', 'infant colic', 'cries .. every evening', 'crying .. hours .. evening', 'crying .. every evening', 'cries .. for hours', 'crying for hours', 'screams .. every evening', 'witching hour'],
    es: ['colico del lactante', 'colicos del bebe', 'llora .. todas las tardes', 'llora por horas'], fr: ['coliques du nourrisson', 'pleure .. tous les soirs', 'pleure pendant des heures'], pt: ['colica do bebe', 'colica do lactente', 'chora .. todo fim de tarde', 'chora por horas'],
  }),
  sym('sunken_fontanelle', 4, 'sunken soft spot in a baby', {
    en: ['sunken soft spot', 'soft spot .. sunken', 'sunken fontanel*', 'fontanel* .. sunken', 'soft spot .. dipped', 'soft spot .. caved'],
    es: ['mollera hundida', 'fontanela hundida'], fr: ['fontanelle creusee', 'fontanelle deprimee'], pt: ['moleira afundada', 'fontanela deprimida', 'moleira funda'],
  }, { implies: ['dehydration'] }),
  sym('bowel_habit_change', 3, 'change in bowel habit', {
    en: ['change in bowel habit*', 'bowel habit* .. changed', 'change* in .. bowels', 'bowels .. changed', 'alternating .. diarrh* .. constipat*', 'alternating .. constipat* .. diarrh*', 'narrow stool*', 'pencil thin stool*', 'stools .. thinner'],
    es: ['cambio en el habito intestinal', 'cambio del ritmo intestinal', 'alterna diarrea y estrenimiento'], fr: ['changement du transit', 'trouble du transit', 'alternance diarrhee constipation'], pt: ['mudanca do habito intestinal', 'alteracao do habito intestinal', 'alterna diarreia e prisao de ventre'],
  }),
  sym('tenesmus', 2, 'urge to open bowels with little passed', {
    en: ['tenesmus', 'feel* .. need to go .. nothing', 'incomplete emptying', 'not empty .. bowel*', 'constant urge .. stool', 'constant urge .. poo', 'urge .. bowel .. nothing comes'],
    es: ['tenesmo', 'sensacion de evacuacion incompleta', 'ganas de ir al bano .. nada'], fr: ['tenesme*', 'fausses envies', 'evacuation incomplete'], pt: ['tenesmo', 'evacuacao incompleta', 'vontade de evacuar .. nada'],
  }),
  sym('mucus_stool', 2, 'mucus in the stool', {
    en: ['mucus in .. stool*', 'mucus in .. poo', 'mucus in .. poop', 'slimy stool*', 'slimy poo', 'slimy poop', 'stool* .. mucus', 'poo .. slimy', 'mucousy stool*', 'jelly-like mucus'],
    es: ['moco en las heces', 'heces con moco', 'flemas en las heces'], fr: ['glaires dans les selles', 'selles glaireuses', 'mucus dans les selles'], pt: ['muco nas fezes', 'fezes com muco', 'catarro nas fezes'],
  }),
  sym('pale_stools', 3, 'pale stools with dark urine', {
    en: ['pale stool*', 'pale poo', 'pale poop', 'clay colo* stool*', 'putty colo* stool*', 'white stool*', 'grey stool*', 'gray stool*', 'stool* .. pale', 'poo .. pale', 'dark urine and pale', 'urine .. dark .. stool* .. pale', 'greasy stool*', 'floating stool*', 'stool* .. float', 'steatorrh*'],
    es: ['heces claras', 'heces blancas', 'heces palidas', 'acolia', 'heces grasosas'], fr: ['selles decolorees', 'selles blanches', 'selles claires', 'selles grasses'], pt: ['fezes claras', 'fezes brancas', 'fezes esbranquicadas', 'acolia', 'fezes gordurosas'],
  }),
  sym('heavy_rectal_bleeding', 4, 'heavy bleeding from the back passage', {
    en: ['toilet .. full of blood', 'bowl .. full of blood', 'lots of blood .. toilet', 'lot of blood .. rectum', 'lot of blood .. bottom', 'large amount of blood .. stool', 'passing clots .. bottom', 'clots .. from .. rectum', 'pure blood .. bottom', 'massive .. rectal bleed*', 'heavy rectal bleed*', 'pouring blood .. bottom'],
    es: ['mucha sangre .. heces', 'mucha sangre .. recto', 'coagulos .. recto', 'inodoro lleno de sangre'], fr: ['beaucoup de sang .. selles', 'rectorragie abondante', 'caillots .. anus', 'toilettes pleines de sang'], pt: ['muito sangue .. fezes', 'sangramento retal intenso', 'coagulos .. anus', 'vaso cheio de sangue'],
  }, { implies: ['blood_in_stool'] }),
  sym('food_bolus', 4, 'food stuck in the gullet, cannot swallow saliva', {
    en: ['meat .. stuck', 'steak .. stuck', 'food .. stuck .. chest', 'food .. stuck .. gullet', 'food .. stuck .. esophagus', 'food .. stuck .. oesophagus', 'food bolus', 'bolus obstruction', 'spitting .. saliva', "can't swallow .. own spit", "can't get .. food .. down", 'food .. wont go down', 'food impaction'],
    es: ['comida atorada', 'carne atorada', 'bolo alimenticio', 'no puede tragar ni la saliva', 'escupe la saliva'], fr: ['aliment coince', 'viande coincee', 'impaction alimentaire', 'crache sa salive', 'ne peut pas avaler sa salive'], pt: ['comida entalada', 'carne entalada', 'impactacao alimentar', 'cuspindo a saliva', 'nao consegue engolir a saliva'],
  }, { implies: ['dysphagia'] }),
  sym('painful_defecation', 2, 'pain on opening the bowels', {
    en: ['pain .. passing stool', 'pain when .. poo', 'pain when .. poop', 'hurts .. to poo', 'hurts .. to poop', 'hurts when .. poo', 'hurts when .. poop', 'pain .. bowel movement*', 'painful bowel movement*', 'hurts .. bowel movement*', 'tearing pain .. bottom', 'like passing glass', 'like passing broken glass', 'painful .. defecat*', 'pain .. defecat*'],
    es: ['dolor al defecar', 'duele al hacer popo', 'dolor al evacuar'], fr: ['douleur .. aller a la selle', 'mal .. aller a la selle', 'defecation douloureuse'], pt: ['dor ao evacuar', 'doi para evacuar', 'doi para fazer coco'],
  }),
  sym('perianal_swelling', 3, 'painful lump or swelling by the anus', {
    en: ['next to my bum hole', 'near my bum hole', 'by my bum hole', 'next to my anus', 'beside my anus', 'near my bottom .. swelling', 'lump .. anus', 'lump .. back passage', 'lump near .. anus', 'swelling .. anus', 'perianal', 'perirectal', 'anal abscess', 'abscess near .. anus', 'boil near .. anus', 'purple lump .. anus', 'thrombosed pile*', 'thrombosed hemorrhoid*', 'thrombosed haemorrhoid*', 'something .. coming out .. back passage', 'something .. coming out of .. anus', 'rectal prolapse'],
    es: ['bulto .. ano', 'absceso perianal', 'bulto en el ano', 'hinchazon .. ano'], fr: ['boule .. anus', 'abces anal', 'abces de la marge anale', 'gonflement .. anus', 'thrombose hemorroidaire'], pt: ['caroco .. anus', 'abscesso perianal', 'inchaco .. anus', 'trombose hemorroidaria'],
  }),
  sym('pilonidal_swelling', 3, 'painful swelling at the top of the buttock cleft', {
    en: ['pilonidal', 'tailbone .. abscess', 'lump .. tailbone', 'swelling .. tailbone', 'boil .. tailbone', 'abscess .. top of .. buttock*', 'lump .. top of .. buttock*', 'coccyx .. lump', 'buttock crack .. lump', 'butt crack .. lump'],
    es: ['quiste pilonidal', 'bulto .. coxis', 'absceso .. coxis'], fr: ['kyste pilonidal', 'sinus pilonidal', 'abces .. coccyx'], pt: ['cisto pilonidal', 'caroco .. coccix', 'abscesso .. coccix'],
  }),
  sym('worms_seen', 1, 'itchy bottom at night or worms seen', {
    en: ['threadworm*', 'pinworm*', 'worms in .. poo', 'worms in .. poop', 'worms in .. stool*', 'white worms', 'tiny worms', 'itchy bottom at night', 'bottom .. itchy .. night', 'scratching .. bottom .. night'],
    es: ['oxiuros', 'lombrices', 'gusanos en las heces', 'picazon en el ano por la noche'], fr: ['oxyures', 'vers dans les selles', 'petits vers blancs', 'demangeaisons anales .. nuit'], pt: ['oxiurus', 'lombriga*', 'vermes nas fezes', 'coceira no anus a noite'],
  }, { minor: 'yes' }),
  sym('hernia_irreducible', 4, "hernia that is stuck, hard or won't go back", {
    en: ['not go back inside', 'not go back', "doesn't go back in", 'does not go back in', 'not going back in', 'hard to push back', 'harder to push back', "lump .. won't push back", "won't push back in", 'wont push back in', "won't go back in", "can't push it back", 'cannot push it back', "hernia .. won't go back", 'hernia .. will not go back', "can't push .. hernia .. back", "hernia .. can't push .. back", 'hernia .. stuck', 'hernia .. hard', 'hernia .. red', 'incarcerat*', 'strangulat*', 'irreducible', "lump .. groin .. won't go back", "bulge .. won't go back"],
    es: ['no consigo meterla', 'no consigo meter', 'cuesta meterla', 'me cuesta meter', 'no vuelve a entrar', 'no se mete', 'ya no entra', 'hernia .. no se mete', 'hernia .. no entra', 'hernia .. dura', 'hernia estrangulada', 'hernia encarcelada'], fr: ['ne rentre plus', 'ne rentre pas', 'hernie .. ne rentre plus', 'hernie .. dure', 'hernie etranglee', 'hernie incarceree'], pt: ['nao volta pra dentro', 'nao volta para dentro', 'nao volta .. para dentro', 'nao entra mais', 'hernia .. nao volta', 'hernia .. dura', 'hernia estrangulada', 'hernia encarcerada'],
  }, { implies: ['hernia_bulge'] }),

  // ── urinary, renal and male genital ──────────────────────────────────────────
  sym('bladder_distension', 4, 'full, swollen bladder', {
    en: ['bladder .. full', 'bladder .. distended', 'distended bladder', 'bladder .. bursting', 'full bladder', 'swelling above .. pubic', 'lower belly .. swollen .. pee'],
    es: ['vejiga llena', 'globo vesical', 'vejiga distendida'], fr: ['globe vesical', 'vessie pleine', 'vessie distendue'], pt: ['bexiga cheia', 'bexigoma', 'globo vesical', 'bexiga distendida'],
  }),
  sym('cloudy_urine', 1, 'cloudy or smelly urine', {
    en: ['cloudy urine', 'cloudy pee', 'urine .. cloudy', 'smelly urine', 'urine .. smells', 'foul smelling urine', 'strong smelling urine', 'pee .. smells'],
    es: ['orina turbia', 'orina con mal olor', 'orina .. huele mal'], fr: ['urines troubles', 'urines malodorantes', 'urine .. sent mauvais'], pt: ['xixi .. cheiro forte', 'urina .. cheiro forte', 'urina turva', 'urina com cheiro forte', 'urina .. cheiro ruim'],
  }),
  sym('catheter_problem', 4, 'urinary catheter blocked or not draining', {
    en: ['nothing drained', 'not drained', 'catheter .. nothing', 'catheter .. blocked', 'catheter .. not draining', 'catheter .. stopped draining', 'catheter .. bypassing', 'catheter .. leaking', 'catheter .. fell out', 'catheter .. came out', 'nothing .. in .. catheter bag', 'catheter bag .. empty'],
    es: ['sonda .. tapada', 'sonda .. no drena', 'sonda .. obstruida', 'sonda .. se salio'], fr: ['sonde .. bouchee', 'sonde .. ne draine plus', 'sonde .. sortie'], pt: ['sonda .. entupida', 'sonda .. nao drena', 'sonda .. saiu'],
  }),
  risk('risk_catheter', 'long-term urinary catheter', {
    en: ['long term catheter', 'long-term catheter', 'catheter', 'indwelling catheter', 'urinary catheter', 'foley', 'suprapubic catheter', 'catheter bag', 'self catheter*', 'has a catheter', 'with a catheter'],
    es: ['sonda vesical', 'sonda urinaria', 'sonda foley'], fr: ['sonde urinaire', 'sonde a demeure', 'sonde vesicale'], pt: ['sonda vesical', 'sonda urinaria', 'sonda de demora'],
  }),
  risk('risk_kidney_stones', 'previous kidney stones', {
    en: ['history of kidney stone*', 'history of renal stone*', 'previous kidney stone*', 'previous renal stone*', 'had kidney stones before', 'had a kidney stone before', 'passed a stone', 'passed .. kidney stone*', 'recurrent kidney stone*', 'stone former'],
    es: ['calculos previos', 'ya tuve calculos', 'historia de calculos'], fr: ['antecedent* .. calcul*', 'deja eu .. calcul*', 'lithiase*'], pt: ['calculos previos', 'ja tive pedra', 'historico de calculo*'],
  }),
  sym('scrotal_swelling', 3, 'swollen scrotum or testicle', {
    en: ['swollen scrotum', 'scrotum .. swollen', 'swollen ball*', 'ball* .. swollen', 'testicle .. bigger', 'testicle .. enlarged', 'one ball .. bigger', 'fluid .. scrotum', 'hydrocele', 'varicocele', 'bag of worms', 'scrotum .. enlarged'],
    es: ['escroto hinchado', 'testiculo hinchado', 'testiculo .. mas grande', 'hidrocele', 'varicocele'], fr: ['bourse* gonfle*', 'testicule gonfle', 'testicule .. plus gros', 'hydrocele', 'varicocele'], pt: ['escroto inchado', 'testiculo inchado', 'saco inchado', 'hidrocele', 'varicocele'],
  }),
  sym('high_riding_testis', 4, 'testicle lying higher than usual', {
    en: ['testicle .. higher', 'testicle .. high up', 'high riding', 'high-riding', 'testicle .. pulled up', 'testicle .. sideways', 'horizontal lie', 'ball .. higher than'],
    es: ['testiculo .. mas alto', 'testiculo elevado', 'testiculo horizontal'], fr: ['testicule .. plus haut', 'testicule ascensionne', 'testicule horizontal'], pt: ['testiculo .. mais alto', 'testiculo elevado', 'testiculo horizontalizado'],
  }, { implies: ['testicular_pain'] }),
  sym('foreskin_stuck', 4, "foreskin pulled back and won't return (paraphimosis)", {
    en: ['paraphimosis', "foreskin .. won't go back", 'foreskin .. stuck', 'foreskin .. swollen', "can't pull .. foreskin .. forward", "can't pull .. foreskin .. back over"],
    es: ['parafimosis', 'prepucio .. atorado', 'prepucio .. no baja', 'prepucio hinchado'], fr: ['paraphimosis', 'prepuce .. coince', 'prepuce .. gonfle'], pt: ['parafimose', 'prepucio .. preso', 'prepucio .. nao volta', 'prepucio inchado'],
  }),
  sym('penile_redness', 2, 'sore, red tip of the penis or tight foreskin', {
    en: ['balanitis', 'tip of .. penis .. red', 'head of .. penis .. red', 'head of .. penis .. sore', 'sore .. tip of .. penis', 'foreskin .. red', 'foreskin .. sore', 'tight foreskin', 'phimosis', 'glans .. red', 'glans .. sore'],
    es: ['balanitis', 'glande rojo', 'glande irritado', 'fimosis', 'prepucio .. rojo'], fr: ['balanite', 'gland rouge', 'gland irrite', 'phimosis', 'prepuce .. rouge'], pt: ['balanite', 'glande vermelha', 'glande irritada', 'fimose', 'prepucio .. vermelho'],
  }),
  // an erection lasting hours, or painful and not going down: ischaemic priapism harms the penis within hours, an
  // emergency (BAUS); sickle cell is the commonest cause in young men. A painful erection alone (Peyronie's) is not.
  sym('priapism', 5, 'an erection that will not go down', {
    en: ['priapism', 'erection .. hrs', 'erection .. hr', 'erection .. hours', 'erection .. for hours', 'penis .. hard .. hours', "erection .. won't go down", "erection .. won't go away", 'erection .. will not go down', 'erection .. not going away', 'erection .. not going down', 'erection .. lasting', 'painful erection .. hours'],
    es: ['priapismo', 'ereccion .. horas', 'ereccion .. no baja', 'ereccion .. no se baja', 'ereccion .. no se va'],
    fr: ['priapisme', 'erection .. heures', 'erection .. ne passe pas', 'erection .. ne part pas', 'erection .. ne descend pas'],
    pt: ['priapismo', 'erecao .. horas', 'erecao .. nao passa', 'erecao .. nao baixa', 'erecao .. nao desce'],
  }),
  sym('perineal_pain', 3, 'pain in the perineum', {
    en: ['perineum', 'perineal', 'pain between .. legs', 'pain between .. scrotum and .. anus', 'pain .. behind .. scrotum', 'pain .. sitting .. between', 'taint'],
    es: ['perine*', 'dolor entre .. piernas'], fr: ['perine*', 'douleur .. entrejambe'], pt: ['perineo', 'perineal', 'dor entre .. pernas'],
  }),
  sym('genital_skin_necrosis', 5, 'spreading dark or dying skin of the genitals', {
    en: ['fournier*', 'scrotum .. black', 'scrotum .. turning black', 'skin .. genitals .. black', 'scrotum .. dusky', 'crackling .. scrotum'],
    es: ['fournier', 'escroto .. negro', 'gangrena .. escroto'], fr: ['fournier', 'bourses .. noires', 'gangrene .. bourses'], pt: ['fournier', 'escroto .. preto', 'gangrena .. escroto'],
  }),
  sym('fistula_problem', 4, 'dialysis fistula or line problem', {
    en: ['buzz in my fistula', 'feel the buzz .. fistula', 'fistula .. buzz .. any more', 'thrill .. fistula .. gone', 'fistula .. no buzz', 'fistula .. stopped buzzing', 'fistula .. no thrill', 'fistula .. lost .. thrill', 'fistula .. not buzzing', 'fistula .. bleeding', 'fistula .. red', 'fistula .. swollen', 'fistula .. clotted', 'dialysis line .. red', 'dialysis catheter .. red', 'permcath', 'tunnelled line .. red'],
    es: ['fistula .. no vibra', 'fistula .. no late', 'fistula .. sangra', 'cateter de dialisis .. rojo'], fr: ['fistule .. ne vibre plus', 'fistule .. thrill', 'fistule .. saigne', 'catheter de dialyse .. rouge'], pt: ['fistula .. nao vibra', 'fistula .. sem fremito', 'fistula .. sangra', 'cateter de dialise .. vermelho'],
  }),
  sym('cloudy_pd_fluid', 4, 'cloudy peritoneal dialysis fluid', {
    en: ['cloudy bag', 'cloudy .. dialysis fluid', 'cloudy effluent', 'dialysate .. cloudy', 'pd fluid .. cloudy', 'drain bag .. cloudy', 'bag .. cloudy .. dialysis'],
    es: ['bolsa turbia', 'liquido de dialisis turbio', 'efluente turbio'], fr: ['poche trouble', 'liquide de dialyse trouble', 'dialysat trouble'], pt: ['bolsa turva', 'liquido de dialise turvo', 'efluente turvo'],
  }),
  sym('kidney_function_worse', 3, 'blood test showing worse kidney function', {
    en: ['creatinine .. high', 'creatinine .. raised', 'creatinine .. up', 'egfr .. dropped', 'egfr .. low', 'egfr .. down', 'kidney function .. worse', 'kidney function .. dropped', 'kidney function .. low', 'kidney .. numbers .. worse', 'acute kidney injury', 'aki'],
    es: ['creatinina alta', 'creatinina elevada', 'funcion renal .. empeoro', 'filtrado .. bajo'], fr: ['creatinine elevee', 'creatinine .. haute', 'fonction renale .. baisse', 'insuffisance renale aigue', 'dfg .. bas'], pt: ['creatinina alta', 'creatinina elevada', 'funcao renal .. piorou', 'lesao renal aguda'],
  }),
  sym('high_potassium', 4, 'told the potassium is high', {
    en: ['potassium .. high', 'high potassium', 'potassium .. raised', 'potassium .. elevated', 'hyperkal*', 'k is high', 'k+ .. high'],
    es: ['potasio alto', 'potasio elevado', 'hiperpotasemia', 'hipercalemia'], fr: ['potassium .. eleve', 'kaliemie .. elevee', 'hyperkaliemie'], pt: ['potassio alto', 'potassio elevado', 'hipercalemia', 'hiperpotassemia'],
  }),
  sym('low_sodium', 3, 'told the sodium is low', {
    en: ['sodium .. low', 'sodium level .. low', 'hyponatr*', 'salt levels .. low', 'low salt .. blood'],
    es: ['sodio bajo', 'hiponatremia'], fr: ['sodium .. bas', 'natremie .. basse', 'hyponatremie'], pt: ['sodio baixo', 'hiponatremia'],
  }),
  sym('high_calcium', 3, 'told the calcium is high', {
    en: ['calcium .. high', 'high calcium', 'calcium .. raised', 'hypercalc*'],
    es: ['calcio alto', 'hipercalcemia'], fr: ['calcium .. eleve', 'calcemie .. elevee', 'hypercalcemie'], pt: ['calcio alto', 'hipercalcemia'],
  }),
  mod('long_lie', 'lay on the floor or was trapped for hours', {
    en: ['there since last night', 'on the bathroom floor', 'found him on .. floor', 'found her on .. floor', 'there all night', 'outside all night', 'in the garden .. all night', 'on the floor .. days', 'lying on the floor', 'he is on the floor', 'she is on the floor', 'found on the floor', 'unknown downtime', 'down for hours', 'on the floor .. hours', 'on the floor all night', 'on the floor overnight', "couldn't get up .. hours", 'could not get up .. hours', 'long lie', 'lying there .. hours', 'trapped .. hours', 'pinned under', 'crush injur*'],
    es: ['en el suelo .. horas', 'toda la noche en el suelo', 'aplastamiento', 'atrapado .. horas'], fr: ['au sol .. heures', 'toute la nuit au sol', 'ecrasement', 'coince .. heures'], pt: ['no chao .. horas', 'a noite toda no chao', 'esmagamento', 'preso .. horas'],
  }),

  // ── pregnancy, gynaecology and breast ────────────────────────────────────────
  mod('early_pregnancy', 'first trimester of pregnancy', {
    en: [...EARLY.en, 'first trimester', 'early pregnancy', 'just found out .. pregnant', 'recently found out .. pregnant', 'positive .. test .. last week', 'newly pregnant'],
    es: [...EARLY.es, 'primer trimestre', 'embarazo temprano', 'acabo de saber que estoy embarazada'],
    fr: [...EARLY.fr, 'premier trimestre', 'debut de grossesse'],
    pt: [...EARLY.pt, 'primeiro trimestre', 'inicio da gravidez', 'gravidez inicial'],
  }, ['pregnancy']),
  mod('light_bleeding', 'light bleeding or spotting', {
    en: ['spotting', 'spots of blood', 'light bleed*', 'light spotting', 'a little blood', 'a bit of blood', 'little bit of blood', 'small amount of blood', 'brown* discharge', 'brown* blood', 'pink* discharge', 'pink* when .. wipe', 'blood when .. wipe', 'streaks of blood'],
    es: ['manchado', 'manchando', 'sangrado leve', 'poco sangrado', 'un poco de sangre', 'gotas de sangre', 'flujo marron', 'sangre marron'],
    fr: ['saignement* leger*', 'petit* saignement*', 'quelques gouttes de sang', 'un peu de sang', 'pertes brunes', 'spotting'],
    pt: ['sangramento leve', 'pouco sangramento', 'um pouco de sangue', 'borra de cafe', 'corrimento marrom', 'manchinha de sangue', 'escape'],
  }),
  mod('late_pregnancy', 'second half of pregnancy (20 weeks or more)', {
    en: [...LATE.en, 'third trimester', 'due date', 'due in .. weeks', 'overdue', 'full term', 'past .. due date'],
    es: [...LATE.es, 'tercer trimestre', 'fecha de parto', 'a termino'],
    fr: ['enceinte de .. sem', ...LATE.fr, 'troisieme trimestre', 'terme prevu', 'a terme'],
    pt: [...LATE.pt, 'terceiro trimestre', 'data prevista do parto', 'a termo'],
  }, ['pregnancy']),
  // a stone the patient has now (seen on a scan, or the pain they know as one), not a past one (risk_kidney_stones)
  mod('kidney_stone_now', 'a kidney or ureteric stone now', {
    en: ['kidney stone pain', 'i have a kidney stone', 'have a stone in my kidney', 'stone in my kidney', 'stone in .. ureter', 'kidney stone .. scan', 'scan .. kidney stone', 'renal colic', 'ureteric colic', 'stone stuck', 'passing a stone', 'passing a kidney stone'],
    es: ['piedra en el rinon', 'calculo en el rinon', 'calculo renal', 'colico renal', 'colico nefritico', 'tengo piedras en el rinon', 'piedra en el ureter'],
    fr: ['calcul dans le rein', 'calcul .. rein', 'calcul renal', 'colique nephretique', 'calcul dans l\'uretere', 'calcul .. uretere'],
    pt: ['pedra no rim', 'pedra nos rins', 'calculo renal', 'colica renal', 'calculo no rim', 'pedra no ureter', 'calculo no ureter'],
  }),
  // pelvic girdle pain (symphysis pubis dysfunction): pain at the pubic bone or the back of the pelvis brought on by
  // walking, stairs, turning in bed or parting the legs, from mid-pregnancy; a physiotherapy referral, not an
  // emergency, when nothing else is wrong (RCOG patient information, pelvic girdle pain and pregnancy)
  mod('pelvic_girdle_pain', 'pelvic girdle pain brought on by movement (symphysis pubis pain)', {
    en: ['symphysis pubis', 'spd', 'pelvic girdle pain', 'pgp', 'pubic bone', 'pubic area .. walk*', 'front of .. pelvis', 'pelvis .. when i walk', 'pelvis .. walking', 'pelvis .. turn* over', 'pelvis .. roll* over', 'pelvis .. stairs', 'pelvis .. getting out of', 'pelvis .. stand* on one leg', 'pelvis .. legs apart', 'pelvis .. click*', 'click* .. pelvis', 'pelvis .. waddl*', 'groin .. turn* over in bed', 'pelvis .. getting dressed'],
    es: ['sinfisis', 'hueso del pubis', 'dolor en el pubis', 'dolor de pubis', 'pubis .. caminar', 'pubis .. camino', 'pubis .. dar la vuelta', 'pubis .. escaleras', 'pelvis .. caminar', 'pelvis .. dar la vuelta en la cama'],
    fr: ['symphyse', 'os du pubis', 'douleur au pubis', 'douleur du pubis', 'pubis .. marche*', 'pubis .. me retourne*', 'pubis .. escaliers', 'bassin .. marche*', 'bassin .. me retourne* dans le lit', 'ceinture pelvienne'],
    pt: ['sinfise', 'osso da pube', 'osso pubico', 'dor na pube', 'dor no pubis', 'pube .. andar', 'pube .. ando', 'pube .. virar', 'pubis .. andar', 'pelve .. andar', 'bacia .. andar', 'bacia .. virar na cama', 'cintura pelvica'],
  }),
  mod('postpartum_state', 'recently gave birth', {
    en: ['delivered .. ago', 'delivered 2d ago', 'give birth', 'i give birth', 'day .. postpartum', 'days after .. baby', 'days after .. caesarean', 'weeks after .. caesarean', 'after .. baby born', 'day .. post partum', 'gave birth', 'after giving birth', 'since giving birth', 'delivered .. baby', 'days postpartum', 'weeks postpartum', 'had a baby .. ago', 'had my baby', 'after .. delivery', 'after .. c-section', 'after .. caesarean', 'after .. cesarean', 'post partum', 'post-natal', 'postnatal'],
    es: ['di a luz', 'despues del parto', 'posparto', 'puerperio', 'despues de la cesarea'], fr: ['depuis la naissance', 'naissance de mon bebe', 'accouche*', 'apres l\'accouchement', 'post-partum', 'suites de couches', 'apres la cesarienne'], pt: ['dei a luz', 'depois do parto', 'pos-parto', 'puerperio', 'resguardo', 'depois da cesarea'],
  }),
  mod('breastfeeding', 'breastfeeding', {
    en: ['breastfeed*', 'breast feed*', 'breast-feed*', 'nursing .. baby', 'lactating', 'pumping .. milk'],
    es: ['amamant*', 'lactancia', 'dando pecho', 'dando de mamar'], fr: ['allait*'], pt: ['amamentando', 'amamentacao', 'dando de mamar'],
  }),
  sym('passed_tissue', 4, 'passed tissue or clots in early pregnancy', {
    en: ['passed .. tissue', 'passing .. tissue', 'tissue .. came out', 'passed .. sac', 'passed .. pregnancy', 'passed .. large clot*', 'passing .. large clot*', 'clots .. size of'],
    es: ['expulse .. tejido', 'salio .. tejido', 'expulse .. coagulos', 'coagulos grandes'], fr: ['expulse .. tissu', 'debris .. expulse*', 'gros caillots', 'caillots .. taille'], pt: ['saiu .. tecido', 'expeli .. tecido', 'coagulos grandes', 'saiu .. saco'],
  }, { implies: ['vaginal_bleeding'] }),
  sym('heavy_vaginal_bleeding', 4, 'very heavy vaginal bleeding (soaking a pad an hour)', {
    en: ['soaked 2 pads', 'soaked .. pads in', 'clots size of', 'soak .. pad every', 'soak* one big pad', 'pad every .. minute*', 'clots like my hand', 'big clots', 'soaked through .. pads', 'soaked through three', 'maternity pads', 'clot bigger than', 'pads/h', 'pads per hour', 'pads an hour', 'soaking .. pad* .. hour', 'pad* an hour', 'pad* every hour', 'through .. pad* .. hour', 'gushing blood .. vagina*', 'blood .. gushing .. down there', 'bleeding through .. pad*', 'blood .. running down .. leg*', 'heavy bleeding .. vagina*'],
    es: ['empapa .. toalla* .. hora', 'una compresa por hora', 'sangrado vaginal abundante', 'hemorragia vaginal'], fr: ['une serviette par heure', 'serviette* .. chaque heure', 'saignement vaginal abondant', 'hemorragie vaginale'], pt: ['encharca .. absorvente* .. hora', 'um absorvente por hora', 'sangramento vaginal intenso', 'hemorragia vaginal'],
  }, { implies: ['vaginal_bleeding'] }),
  sym('postmenopausal_bleeding', 3, 'bleeding after the menopause', {
    en: ['bleeding .. after .. menopause', 'bleeding .. years after .. periods stopped', 'post-menopausal bleed*', 'pmb', 'bleeding .. since .. menopause', 'periods .. came back .. after menopause'],
    es: ['sangrado .. despues de la menopausia', 'sangrado posmenopausico'], fr: ['saignement* .. apres la menopause', 'metrorragie* post-menopausique*'], pt: ['sangramento .. depois da menopausa', 'sangramento pos-menopausa'],
  }, { implies: ['vaginal_bleeding'] }),
  sym('tense_uterus', 4, 'hard, tender bump in pregnancy', {
    en: ['baby bump .. rock hard', 'baby bump .. hard', 'baby bump .. tender', 'pregnant belly .. hard', 'pregnant belly .. tender', 'uterus .. tender', 'uterus .. hard', 'womb .. hard', 'womb .. tender', 'constant pain .. baby bump'],
    es: ['utero duro', 'barriga dura .. embaraz*', 'utero doloroso', 'panza dura y dolorosa'], fr: ['uterus dur', 'ventre dur .. enceinte', 'uterus douloureux'], pt: ['utero duro', 'barriga dura .. gravid*', 'utero doloroso'],
  }),
  sym('contractions_regular', 3, 'regular tightenings or contractions', {
    en: ['tightening .. every .. minute*', 'tightenings .. every .. minute*', 'contractions .. minutes apart', 'regular contractions', 'tightenings', 'bump .. tightening', 'braxton hicks', 'period-like cramps .. pregnan*', 'pains .. minutes apart'],
    es: ['contracciones .. cada', 'contracciones regulares', 'endurecimientos'], fr: ['contractions .. toutes les', 'contractions regulieres', 'durcissements'], pt: ['contracoes .. a cada', 'contracoes regulares', 'endurecimento da barriga'],
  }),
  sym('hand_face_swelling', 2, 'swelling of the face or hands', {
    en: ['swollen hands', 'hands .. swollen', 'hands .. puffy', 'swelling .. face and hands', 'swelling .. hands and face', 'rings .. tight', "rings .. don't fit", 'face .. puffy'],
    es: ['manos hinchadas', 'hinchazon .. manos y cara', 'anillos .. apretados'], fr: ['mains gonflees', 'gonflement .. mains', 'bagues .. serrees'], pt: ['maos inchadas', 'inchaco .. maos e rosto', 'aneis .. apertados'],
  }),
  sym('morning_sickness', 1, 'nausea and vomiting of pregnancy', {
    en: ['morning sickness', 'pregnancy sickness', 'nausea .. pregnan*', 'pregnan* .. nausea', 'sick .. pregnan*'],
    es: ['nauseas del embarazo', 'nauseas matutinas'], fr: ['nausees de grossesse', 'nausees matinales'], pt: ['enjoo da gravidez', 'enjoo matinal', 'enjoos da gravidez'],
  }, { minor: 'mild', implies: ['nausea', 'pregnancy'] }),
  sym('dyspareunia', 2, 'pain during sex', {
    en: ['pain during sex', 'painful sex', 'hurts .. during sex', 'hurts .. have sex', 'pain .. intercourse', 'painful intercourse', 'dyspareunia', 'deep pain .. sex'],
    es: ['dolor .. relaciones sexuales', 'duele .. relaciones', 'dispareunia'], fr: ['douleur* .. rapports', 'mal pendant les rapports', 'dyspareunie'], pt: ['dor .. relacao sexual', 'doi .. relacao', 'dispareunia'],
  }),
  sym('vulval_lump', 3, 'painful lump at the vaginal opening', {
    en: ['lump .. vagina*', 'lump .. labia', 'swelling .. labia', 'labia .. swollen', 'bartholin*', 'vulva* .. swollen', 'swollen vulva', 'lump .. vulva'],
    es: ['bulto .. vagina', 'bulto .. labio*', 'bartholino', 'vulva hinchada'], fr: ['boule .. vagin', 'boule .. levre*', 'bartholin*', 'vulve gonflee'], pt: ['caroco .. vagina', 'caroco .. grande* labio*', 'bartholin*', 'vulva inchada'],
  }),
  sym('genital_blisters', 3, 'painful blisters or ulcers on the genitals', {
    en: ['genital herpes', 'blisters .. genital*', 'blisters .. vagina*', 'blisters .. penis', 'blisters down there', 'sores down there', 'ulcers down there', 'blisters .. vulva', 'sores .. vulva', 'sores .. labia'],
    es: ['herpes genital', 'ampollas .. genitales', 'llagas .. genitales', 'ampollas .. vagina'], fr: ['herpes genital', 'vesicules .. genitales', 'plaies .. parties intimes'], pt: ['herpes genital', 'bolhas .. genitais', 'feridas .. partes intimas', 'feridas .. vagina'],
  }),
  sym('curdy_discharge', 1, 'thick white discharge with vulval itch', {
    en: ['cottage cheese', 'curdy', 'curd like', 'vulva* itch*', 'itchy vulva', 'vulva .. itchy', 'vulva .. sore .. itch*'],
    es: ['flujo .. requeson', 'flujo blanco espeso', 'picor .. vulva', 'comezon .. vulva'], fr: ['pertes .. lait caille', 'pertes blanches epaisses', 'demangeaison* .. vulve'], pt: ['corrimento .. nata', 'corrimento branco grosso', 'coceira .. vulva', 'coceira .. partes intimas'],
  }, { minor: 'yes', implies: ['vaginal_discharge'] }),
  sym('fishy_discharge', 1, 'thin grey discharge with a fishy smell', {
    en: ['smells fishy', 'fish-like smell', 'grey discharge', 'gray discharge', 'thin .. discharge .. smell*', 'odour after sex', 'odor after sex', 'smell .. worse after sex'],
    es: ['olor a pescado', 'flujo gris', 'flujo con mal olor'], fr: ['odeur de poisson', 'pertes grises', 'pertes malodorantes'], pt: ['cheiro de peixe', 'corrimento cinza', 'corrimento com mau cheiro'],
  }, { minor: 'yes', implies: ['vaginal_discharge'] }),
  sym('frothy_discharge', 2, 'frothy yellow-green discharge', {
    en: ['frothy .. discharge', 'foamy discharge', 'green vaginal discharge', 'vaginal discharge .. green', 'green discharge .. vagina*', 'frothy yellow'],
    es: ['flujo espumoso', 'flujo verde', 'flujo amarillo verdoso'], fr: ['pertes mousseuses', 'pertes vertes', 'pertes jaune-vert'], pt: ['corrimento espumoso', 'corrimento verde', 'corrimento amarelo-esverdeado'],
  }, { implies: ['vaginal_discharge'] }),
  sym('contraception_failure', 4, 'missed pill, split condom or unprotected sex needing emergency contraception', {
    en: ['unprotected sex', 'sex without .. condom', 'condom .. split', 'forgot .. pill*', 'missed .. pills', 'morning after pill', 'missed .. contracepti*', 'missed .. birth control', 'missed .. the pill', 'forgot .. the pill', 'forgot .. birth control', 'forgot .. contracepti*', 'emergency contracepti*', 'plan b pill', 'took plan b', 'need plan b', 'ellaone', 'ella one', 'levonorgestrel', 'condom came off', 'condom slipped', 'came off .. condom', 'no contraception'],
    es: ['rompio el condon', 'condon .. rompio', 'se rompio el preservativo', 'olvide .. pastilla*', 'olvide .. pildora*', 'relaciones sin condon', 'relaciones sin proteccion', 'se rompio el condon', 'pastilla del dia despues', 'olvide .. pastilla anticonceptiva', 'pastilla del dia despues', 'anticoncepcion de emergencia', 'se salio el condon'], fr: ['oublie .. pilule*', 'rapport sans capote', 'rapport sans preservatif', 'rapport non protege', 'capote .. craque', 'preservatif .. craque', 'pilule du lendemain', 'oubli .. pilule', 'oublie .. pilule', 'pilule du lendemain', 'contraception d\'urgence', 'preservatif .. glisse'], pt: ['esqueci .. pilula*', 'relacao sem camisinha', 'relacao sem preservativo', 'transei sem camisinha', 'camisinha estourou', 'pilula do dia seguinte', 'esqueci .. pilula', 'pilula do dia seguinte', 'contracepcao de emergencia', 'camisinha .. saiu'],
  }),
  risk('risk_sexual_exposure', 'recent unprotected or new-partner sex', {
    en: ['new partner', 'new sexual partner', 'new boyfriend', 'new girlfriend', 'multiple partners', 'several partners', 'casual sex', 'one night stand', 'sex worker'],
    es: ['nueva pareja', 'varias parejas', 'sexo casual'], fr: ['nouveau partenaire', 'nouvelle partenaire', 'plusieurs partenaires', 'rapport occasionnel'], pt: ['novo parceiro', 'nova parceira', 'varios parceiros', 'sexo casual'],
  }),
  risk('risk_iud', 'intrauterine device in place', {
    en: ['coil fitted', 'have a coil', 'copper coil', 'mirena', 'intrauterine device', 'iud fitted', 'iud in place'],
    es: ['tengo diu', 'dispositivo intrauterino', 'mirena'], fr: ['sterilet en place', 'porte un sterilet', 'mirena'], pt: ['uso diu', 'dispositivo intrauterino', 'mirena'],
  }),
  risk('risk_ectopic', 'previous ectopic pregnancy, tubal surgery or IVF', {
    en: ['previous ectopic', 'had an ectopic', 'history of .. ectopic', 'tubal ligation', 'tubes tied', 'tubal surgery', 'ivf', 'fertility treatment'],
    es: ['embarazo ectopico previo', 'ligadura de trompas', 'fecundacion in vitro', 'fiv'], fr: ['antecedent* .. grossesse extra', 'ligature des trompes', 'fecondation in vitro', 'fiv', 'pma'], pt: ['gravidez ectopica previa', 'laqueadura', 'fertilizacao in vitro', 'fiv'],
  }),
  sym('hirsutism', 1, 'excess facial or body hair', {
    en: ['facial hair', 'excess hair', 'hirsut*', 'hair on .. chin', 'pcos', 'polycystic ovar*'],
    es: ['vello facial', 'exceso de vello', 'hirsutismo', 'ovario poliquistico'], fr: ['pilosite excessive', 'hirsutisme', 'ovaires polykystiques', 'sopk'], pt: ['pelos no rosto', 'excesso de pelos', 'hirsutismo', 'ovario policistico', 'sop'],
  }, { minor: 'yes' }),
  sym('vaginal_dryness', 1, 'vaginal dryness', {
    en: ['vaginal dryness', 'dry .. vagina', 'vagina .. dry', 'dryness down there', 'sex .. painful .. dry'],
    es: ['sequedad vaginal', 'resequedad vaginal'], fr: ['secheresse vaginale'], pt: ['secura vaginal', 'ressecamento vaginal'],
  }, { minor: 'yes' }),
  sym('breast_redness', 3, 'red, hot, painful area of the breast', {
    en: ['breast .. red', 'red .. breast', 'breast .. hot', 'hot .. breast', 'wedge .. red .. breast', 'mastitis', 'breast abscess', 'blocked duct', 'blocked milk duct'],
    es: ['mastitis', 'pecho rojo', 'seno .. rojo', 'conducto obstruido'], fr: ['mastite', 'sein rouge', 'sein .. chaud', 'canal bouche'], pt: ['mastite', 'mama vermelha', 'seio .. vermelho', 'ducto entupido', 'peito empedrado'],
  }, { implies: ['breast_pain'] }),

  // ── endocrine ─────────────────────────────────────────────────────────────────
  sym('kussmaul_breathing', 4, 'deep sighing breathing', {
    en: ['kussmaul', 'deep sighing breath*', 'deep rapid breath*', 'deep .. gasping breath*', 'breathing .. deep and fast', 'sighing breathing', 'acetone breath', 'breath .. smells .. nail polish', 'breath .. smells .. pear drops'],
    es: ['respiracion de kussmaul', 'respiracion profunda y rapida', 'aliento a acetona', 'aliento .. manzana'], fr: ['respiration de kussmaul', 'respiration profonde et rapide', 'haleine .. acetone', 'haleine .. pomme'], pt: ['respiracao de kussmaul', 'respiracao profunda e rapida', 'halito .. acetona', 'halito cetonico'],
  }),
  mod('insulin_omission', 'missed insulin or pump failure', {
    en: ['missed .. insulin', 'ran out of insulin', 'run out of .. insulin', 'forgot .. insulin', 'skipped .. insulin', 'no insulin', 'insulin pump .. fail*', 'insulin pump .. blocked', 'insulin pump .. stopped', 'pump site .. fell out', 'cannula .. came out', 'stopped .. insulin'],
    es: ['sin insulina', 'se me acabo la insulina', 'olvide .. insulina', 'bomba de insulina .. fallo'], fr: ["plus d'insuline", 'oublie .. insuline', 'pompe a insuline .. panne'], pt: ['sem insulina', 'acabou a insulina', 'esqueci .. insulina', 'bomba de insulina .. falhou'],
  }),
  risk('risk_hyperthyroidism', 'overactive thyroid', {
    en: ['hyperthyroid*', 'overactive thyroid', 'graves disease', "graves' disease", 'thyrotoxicosis', 'carbimazole', 'methimazole', 'propylthiouracil', 'ptu', 'toxic goitre'],
    es: ['hipertiroid*', 'tiroides hiperactiva', 'enfermedad de graves', 'metimazol', 'tiamazol'], fr: ['hyperthyroid*', 'basedow', 'maladie de graves', 'neomercazole', 'carbimazole'], pt: ['hipertireoid*', 'tireoide hiperativa', 'doenca de graves', 'metimazol', 'tapazol'],
  }),
  risk('risk_hypothyroidism', 'underactive thyroid', {
    en: ['hypothyroid*', 'underactive thyroid', 'hashimoto*', 'levothyroxine', 'thyroxine', 'synthroid', 'eltroxin'],
    es: ['hipotiroid*', 'tiroides hipoactiva', 'levotiroxina', 'eutirox'], fr: ['hypothyroid*', 'levothyrox', 'levothyroxine', 'hashimoto'], pt: ['hipotireoid*', 'tireoide hipoativa', 'levotiroxina', 'puran'],
  }),
  risk('risk_adrenal_insufficiency', "Addison's disease or steroid dependence", {
    en: ['addison*', 'adrenal insufficiency', 'hydrocortisone tablets', 'oral hydrocortisone', 'fludrocortisone', 'hypopituitar*', 'stopped .. steroids', 'stopped .. prednisolone', 'stopped .. prednisone', 'congenital adrenal', 'steroid emergency card', 'long term steroids', 'long-term steroids'],
    es: ['addison', 'insuficiencia suprarrenal', 'hidrocortisona oral', 'deje .. corticoides'], fr: ['addison', 'insuffisance surrenal*', 'hydrocortisone .. comprimes', 'arret .. cortico*'], pt: ['addison', 'insuficiencia adrenal', 'hidrocortisona oral', 'parei .. corticoide'],
  }),
  sym('skin_darkening', 2, 'darkening of the skin', {
    en: ['skin .. darker', 'darker skin', 'skin .. darkening', 'tanned .. without .. sun', 'hyperpigment*', 'dark patches .. gums', 'salt craving', 'craving salt'],
    es: ['piel mas oscura', 'oscurecimiento de la piel', 'hiperpigmentacion', 'antojo de sal'], fr: ['peau plus foncee', 'brunissement de la peau', 'hyperpigmentation', 'envie de sel'], pt: ['pele mais escura', 'escurecimento da pele', 'hiperpigmentacao', 'vontade de sal'],
  }),
  sym('eye_bulging', 2, 'bulging or staring eyes', {
    en: ['bulging eyes', 'eyes .. bulging', 'eyes .. popping', 'eyes .. sticking out', 'staring eyes', 'thyroid eye', 'graves eye*'],
    es: ['ojos saltones', 'ojos .. saltados', 'orbitopatia tiroidea'], fr: ['yeux exorbites', 'orbitopathie', 'yeux globuleux'], pt: ['olhos esbugalhados', 'olhos saltados', 'orbitopatia tireoidiana'],
  }),

  // ── poisoning and environment ────────────────────────────────────────────────
  mod('paracetamol_taken', 'paracetamol (acetaminophen) taken', {
    en: ['paracetamol', 'acetaminophen', 'tylenol', 'panadol', 'apap', 'co-codamol', 'cocodamol', 'calpol', 'excedrin', 'nyquil', 'dayquil'],
    es: ['paracetamol', 'acetaminofen', 'acetaminofeno', 'tylenol', 'tempra', 'panadol'], fr: ['paracetamol', 'doliprane', 'dafalgan', 'efferalgan', 'acetaminophene'], pt: ['paracetamol', 'tylenol', 'acetaminofeno', 'acetaminofen'],
  }),
  sym('paracetamol_excess', 5, 'more paracetamol (acetaminophen) than the safe dose', {
    en: ['paracetamol overdose', 'tylenol overdose', 'acetaminophen overdose', 'too much paracetamol', 'too much tylenol', 'too much acetaminophen', 'packet* of paracetamol', 'pack* of paracetamol', 'box of paracetamol', 'bottle of tylenol', 'bottle of acetaminophen', 'extra paracetamol', 'more paracetamol than', 'more tylenol than', 'more than .. paracetamol .. day', 'both .. paracetamol .. co-codamol', 'paracetamol .. over the maximum', 'tylenol .. over the maximum', 'paracetamol .. more than the maximum', 'tylenol .. more than the maximum'],
    es: ['sobredosis de paracetamol', 'demasiado paracetamol', 'caja de paracetamol', 'mas paracetamol de'], fr: ['surdose de paracetamol', 'trop de paracetamol', 'boite de paracetamol', 'plus de paracetamol que', 'intoxication au paracetamol'], pt: ['overdose de paracetamol', 'paracetamol demais', 'caixa de paracetamol', 'mais paracetamol do que'],
  }, { implies: ['paracetamol_taken'] }),
  mod('opioid_taken', 'opioid medicine or drug taken', {
    en: ['fentanyl', 'oxycodone', 'oxycontin', 'methadone', 'morphine', 'tramadol', 'codeine', 'hydrocodone', 'vicodin', 'percocet', 'buprenorphine', 'suboxone', 'dilaudid', 'hydromorphone', 'smack', 'oxy'],
    es: ['fentanilo', 'oxicodona', 'metadona', 'morfina', 'tramadol', 'codeina'], fr: ['fentanyl', 'oxycodone', 'methadone', 'morphine', 'tramadol', 'codeine'], pt: ['fentanil', 'oxicodona', 'metadona', 'morfina', 'tramadol', 'codeina'],
  }),
  sym('pinpoint_pupils', 4, 'pinpoint pupils', {
    en: ['pinpoint pupils', 'pin point pupils', 'tiny pupils', 'pupils .. tiny', 'pupils .. pinpoint', 'pupils .. very small', 'constricted pupils', 'miosis'],
    es: ['pupilas puntiformes', 'pupilas .. muy pequenas', 'miosis'], fr: ['pupilles en tete d\'epingle', 'pupilles .. toutes petites', 'myosis'], pt: ['pupilas puntiformes', 'pupilas .. muito pequenas', 'miose'],
  }),
  sym('dilated_pupils', 3, 'dilated pupils', {
    en: ['dilated pupils', 'pupils .. dilated', 'big pupils', 'pupils .. huge', 'pupils .. massive', 'mydriasis'],
    es: ['pupilas dilatadas', 'midriasis'], fr: ['pupilles dilatees', 'mydriase'], pt: ['pupilas dilatadas', 'midriase'],
  }),
  sym('slow_breathing', 5, 'slow, shallow or stopping breathing', {
    en: ['breathing .. slow', 'slow breathing', 'barely breathing', 'stopped breathing', 'respiratory depression', 'breaths .. far apart', 'not breathing properly', 'snoring .. cannot wake', "snoring .. can't wake"],
    es: ['respira muy lento', 'respiracion lenta', 'casi no respira', 'depresion respiratoria'], fr: ['respire lentement', 'respiration lente', 'respire a peine', 'arret respiratoire', 'depression respiratoire'], pt: ['respirando devagar', 'respiracao lenta', 'quase nao respira', 'depressao respiratoria'],
  }),
  mod('sedative_taken', 'benzodiazepine or sleeping tablets taken', {
    en: ['diazepam', 'valium', 'xanax', 'alprazolam', 'lorazepam', 'ativan', 'clonazepam', 'klonopin', 'temazepam', 'zopiclone', 'zolpidem', 'ambien', 'sleeping pills', 'sleeping tablets', 'benzos', 'benzodiazepine*', 'gabapentin', 'pregabalin', 'ghb'],
    es: ['diazepam', 'alprazolam', 'lorazepam', 'clonazepam', 'rivotril', 'pastillas para dormir', 'somniferos'], fr: ['diazepam', 'valium', 'xanax', 'lorazepam', 'temesta', 'zopiclone', 'somniferes'], pt: ['diazepam', 'alprazolam', 'rivotril', 'clonazepam', 'zolpidem', 'remedio para dormir'],
  }),
  mod('tricyclic_taken', 'tricyclic antidepressant taken', {
    en: ['amitriptyline', 'nortriptyline', 'dosulepin', 'dothiepin', 'imipramine', 'clomipramine', 'doxepin', 'tricyclic*', 'elavil'],
    es: ['amitriptilina', 'nortriptilina', 'imipramina', 'clomipramina', 'triciclico*'], fr: ['amitriptyline', 'laroxyl', 'clomipramine', 'anafranil', 'tricyclique*'], pt: ['amitriptilina', 'nortriptilina', 'imipramina', 'clomipramina', 'triciclico*'],
  }),
  mod('salicylate_taken', 'aspirin or salicylate taken', {
    en: ['aspirin', 'salicylate*', 'oil of wintergreen'],
    es: ['aspirina', 'acido acetilsalicilico', 'salicilato*'], fr: ['aspirine', 'salicylate*', 'kardegic'], pt: ['aspirina', 'acido acetilsalicilico', 'salicilato*'],
  }),
  mod('iron_taken', 'iron tablets taken', {
    en: ['iron tablets', 'iron pills', 'iron supplement*', 'ferrous', 'prenatal vitamins', 'pregnancy vitamins'],
    es: ['pastillas de hierro', 'sulfato ferroso', 'vitaminas prenatales'], fr: ['comprimes de fer', 'fer .. comprimes', 'tardyferon', 'sulfate ferreux'], pt: ['comprimidos de ferro', 'sulfato ferroso', 'vitaminas pre-natais'],
  }),
  mod('lithium_taken', 'lithium treatment', {
    en: ['lithium', 'priadel', 'lithobid'], es: ['litio', 'carbonato de litio'], fr: ['lithium', 'teralithe'], pt: ['litio', 'carbolitium', 'carbonato de litio'],
  }),
  risk('risk_stimulant_use', 'cocaine or amphetamine use', {
    en: ['amphetamine*', 'mdma', 'ecstasy', 'crystal meth', 'crack cocaine', 'smoked crack', 'methamphetamine', 'bath salts', 'mephedrone', 'snorted coke', 'line* of coke'],
    es: ['anfetamina*', 'extasis', 'mdma', 'cocaina', 'metanfetamina', 'perico'], fr: ['amphetamine*', 'ecstasy', 'mdma', 'methamphetamine'], pt: ['anfetamina*', 'ecstasy', 'bala', 'mdma', 'cocaina', 'metanfetamina'],
  }),
  sym('agitation', 3, 'agitation', {
    en: ['agitated', 'agitation', 'combative', 'thrashing', 'extremely restless', 'violent and confused', 'aggressive and confused'],
    es: ['agitad*', 'agitacion', 'muy inquiet*'], fr: ['agite*', 'agitation', 'tres nerveux'], pt: ['agitad*', 'agitacao', 'muito inquiet*'],
  }),
  sym('co_exposure', 4, 'possible carbon monoxide exposure', {
    en: ['coal heater', 'heater inside', 'charcoal .. inside', 'brazier', 'stove .. indoors', 'heater .. in the room', 'carbon monoxide', 'co alarm', 'co detector', 'co poisoning', 'gas heater', 'faulty boiler', 'boiler .. leak*', 'generator .. inside', 'generator .. garage', 'charcoal .. indoors', 'bbq indoors', 'exhaust fumes', 'whole family .. headache*', 'everyone .. house .. headache*', 'better .. out of the house', 'better .. outside .. house', 'gas leak'],
    es: ['monoxido de carbono', 'calentador de gas', 'brasero', 'toda la familia .. dolor de cabeza', 'fuga de gas'], fr: ['monoxyde de carbone', 'chaudiere defectueuse', 'brasero', 'toute la famille .. mal de tete', 'fuite de gaz', 'detecteur de co'], pt: ['braseiro', 'carvao .. dentro', 'aquecedor a gas', 'monoxido de carbono', 'aquecedor a gas', 'braseiro', 'toda a familia .. dor de cabeca', 'vazamento de gas'],
  }),
  sym('alcohol_intoxication', 3, 'drunk or intoxicated', {
    en: ['got drunk', 'was drunk', 'is drunk', 'very drunk', 'really drunk', 'blind drunk', 'intoxicated', 'passed out drunk', 'lot to drink', 'lots to drink', 'too much to drink', 'drinking all day', 'smells of alcohol', 'smells of booze', 'bottle of vodka', 'shots of', 'blackout drunk'],
    es: ['borracho', 'borracha', 'ebrio', 'intoxicacion alcoholica', 'mucho alcohol', 'tomo mucho'], fr: ['ivre', 'saoul', 'alcoolise*', 'ivresse', 'beaucoup bu'], pt: ['bebado', 'bebada', 'embriagad*', 'bebeu muito', 'coma alcoolico'],
  }),
  risk('risk_alcohol', 'heavy alcohol use', {
    en: ['heavy drinker', 'drink* heavily', 'drinks .. alcohol .. a lot', 'binge drink*', 'pints a day', 'bottle of wine a day', 'bottle of vodka a day', 'beers a day', 'units a week', 'drinks alcohol every day', 'daily drinker', 'etoh', 'alcohol dependen*', 'alcohol use disorder'],
    es: ['bebe mucho', 'bebedor', 'toma alcohol .. diario', 'cervezas al dia', 'alcoholico'], fr: ['boit beaucoup', 'grand buveur', 'alcoolique', 'bieres par jour', 'verres par jour'], pt: ['bebe muito', 'alcoolatra', 'etilista', 'etilismo', 'cervejas por dia'],
  }),
  mod('alcohol_cessation', 'recently stopped or cut down drinking', {
    en: ['i stop yesterday', 'stopped yesterday', 'quit yesterday', 'stop drinking yesterday', 'decided to stop', 'stopped .. yesterday', 'stop on his own', 'stop on her own', 'stopped drinking', 'quit drinking', 'last drink', 'cut down .. drinking', 'no alcohol since', "haven't had a drink", 'not had a drink', 'since .. stopped .. alcohol', 'trying to stop drinking', 'detox*', 'drying out'],
    es: ['deje de beber', 'deje el alcohol', 'ultima copa', 'dejo de tomar'], fr: ["arrete de boire", "arret de l'alcool", 'dernier verre', 'sevrage alcoolique'], pt: ['parei de beber', 'parou de beber', 'ultimo gole', 'abstinencia alcoolica'],
  }),
  mod('heat_exposure', 'exposure to heat or heavy exertion in the heat', {
    en: ['hot days', 'very hot days', 'heat .. days', 'heat wave', 'heatwave', 'in the sun all day', 'in the sun .. hours', 'hot weather', 'working outside .. heat', 'working in the heat', 'in the heat', 'hot car', 'left in .. car', 'sauna', 'overheated', 'overheating', 'heat stroke', 'heatstroke', 'heat exhaustion', 'sunstroke', 'very hot day', 'hot day'],
    es: ['ola de calor', 'al sol todo el dia', 'golpe de calor', 'insolacion', 'mucho calor'], fr: ["degres dans l'appartement", 'il fait 38 degres', 'fait tres chaud', 'canicule', 'coup de chaleur', 'insolation', 'au soleil toute la journee', 'forte chaleur'], pt: ['onda de calor', 'sol o dia todo', 'insolacao', 'intermacao', 'muito calor'],
  }),
  sym('hot_dry_skin', 4, 'hot, dry skin and stopped sweating', {
    en: ['stopped sweating', 'not sweating', 'skin .. hot and dry', 'hot dry skin', 'hot, dry skin', 'no longer sweating'],
    es: ['dejo de sudar', 'piel caliente y seca', 'no suda'], fr: ['ne transpire plus', 'peau chaude et seche'], pt: ['parou de suar', 'pele quente e seca', 'nao sua'],
  }),
  mod('cold_exposure', 'exposure to cold or cold water', {
    en: ['out in the cold', 'in the snow', 'fell in .. water', 'fell through .. ice', 'in cold water', 'into cold water', 'icy water', 'found outside', 'outside all night', 'hours outside .. cold', 'sleeping rough', 'unheated', 'no heating'],
    es: ['expuesto al frio', 'en la nieve', 'cayo al agua', 'agua helada', 'toda la noche afuera', 'sin calefaccion'], fr: ['expose au froid', 'dans la neige', 'tombe dans l\'eau', 'eau glacee', 'dehors toute la nuit', 'sans chauffage'], pt: ['exposto ao frio', 'na neve', 'caiu na agua', 'agua gelada', 'a noite toda na rua', 'sem aquecimento'],
  }),
  sym('button_battery', 5, 'swallowed a button battery', {
    en: ['coin cell', 'coin battery', 'button batteries', 'button cell', 'swallowed a button batter*', 'swallowed .. button batter*', 'button batter* .. swallow*', 'watch batter*', 'hearing aid batter*', 'lithium batter* .. swallow*', 'swallowed a batter*', 'batter* .. swallowed', 'batter* .. missing .. remote', 'ate a battery'],
    es: ['trago una pila', 'se trago una pila', 'pila de reloj', 'bateria de boton'], fr: ['avale une pile', 'pile bouton', 'pile de montre'], pt: ['engoliu uma pilha', 'engoliu uma bateria', 'pilha de relogio'],
  }, { implies: ['ingestion'] }),
  sym('caustic_ingestion', 5, 'swallowed a caustic or corrosive product', {
    en: ['bit* .. dishwasher capsule', 'bit* .. laundry capsule', 'bit* .. washing capsule', 'ate .. dishwasher capsule', 'bite the dishwasher capsule', 'cleaner for the oven', 'bottle under the sink', 'drank .. bleach', 'swallowed .. bleach', 'drink* .. cleaner', 'drank .. cleaner', 'ate .. dishwasher tablet', 'bit .. dishwasher tablet', 'bit .. washing pod', 'swallowed .. washing pod', 'bit .. liquitab*', 'drank .. drain cleaner', 'swallowed .. drain cleaner', 'drank .. oven cleaner', 'swallowed .. oven cleaner', 'drank .. caustic', 'swallowed .. caustic', 'drank .. lye', 'swallowed .. lye', 'dishwasher powder', 'descaler', 'toilet cleaner', 'drank .. acid', 'swallowed .. acid', 'drank .. cleaning', 'swallowed .. cleaning', 'corrosive', 'drank .. ammonia'],
    es: ['bebio lejia', 'trago lejia', 'bebio cloro', 'tomo cloro', 'limpiador del horno', 'tomo soda caustica', 'bebio soda caustica', 'destapacanos', 'limpiador de horno', 'bebio .. acido', 'trago .. limpiador', 'corrosivo'], fr: ['a bu .. javel', 'avale .. javel', 'bu de la javel', 'nettoyant four', 'bu .. soude caustique', 'avale .. soude caustique', 'deboucheur', 'produit menager', 'bu .. acide', 'avale .. produit', 'corrosif'], pt: ['bebeu agua sanitaria', 'engoliu agua sanitaria', 'soda caustica', 'bebeu .. limpeza', 'bebeu .. cloro', 'bebeu soda caustica', 'engoliu soda caustica', 'desentupidor', 'limpa forno', 'bebeu .. acido', 'engoliu .. produto de limpeza', 'corrosivo'],
  }, { implies: ['ingestion'] }),
  mod('pesticide_exposure', 'pesticide or organophosphate exposure', {
    en: ['pesticide*', 'insecticide*', 'organophosph*', 'sheep dip', 'crop spray*', 'bug spray .. drank', 'paraquat', 'farm chemical*'],
    es: ['pesticida*', 'insecticida*', 'organofosforado*', 'plaguicida*', 'veneno para plagas'], fr: ['pesticide*', 'insecticide*', 'organophosphore*', 'produit phytosanitaire'], pt: ['pesticida*', 'inseticida*', 'agrotoxico*', 'organofosforado*', 'chumbinho'],
  }),
  sym('toxic_alcohol_ingestion', 5, 'drank methanol, antifreeze or windscreen wash', {
    en: ['methanol', 'moonshine', 'homemade alcohol', 'home made alcohol', 'bootleg', 'windscreen wash', 'windshield washer', 'ethylene glycol', 'screenwash', 'surgical spirit', 'methylated spirit*'],
    es: ['metanol', 'alcohol adulterado', 'alcohol casero', 'anticongelante', 'etilenglicol'], fr: ['methanol', 'alcool frelate', 'alcool artisanal', 'antigel', 'lave-glace', 'ethylene glycol'], pt: ['metanol', 'bebida adulterada', 'alcool caseiro', 'anticongelante', 'etilenoglicol'],
  }, { implies: ['ingestion'] }),
  mod('accidental_extra_dose', 'took an extra dose by mistake', {
    en: ['twice by mistake', 'took .. twice', 'double dose by mistake', 'double dose', 'dose .. by mistake', 'accidentally took', 'took .. by accident', 'wrong medication', 'wrong pills', "someone else's pills", 'took .. by mistake', 'accidental .. double dose'],
    es: ['dosis doble', 'por error .. dosis', 'tome .. por error', 'medicamento equivocado'], fr: ['double dose', 'pris .. par erreur', 'mauvais medicament'], pt: ['dose dupla', 'tomei .. por engano', 'remedio errado'],
  }),
  risk('risk_nsaid', 'regular anti-inflammatory painkiller use', {
    en: ['ibuprofen', 'naproxen', 'diclofenac', 'nsaid*', 'advil', 'aleve', 'motrin', 'nurofen', 'voltaren', 'celecoxib', 'anti-inflammator*', 'meloxicam', 'indomethacin'],
    es: ['ibuprofeno', 'naproxeno', 'diclofenaco', 'antiinflamatorio*', 'aine*'], fr: ['ibuprofene', 'naproxene', 'diclofenac', 'anti-inflammatoire*', 'ains', 'advil'], pt: ['ibuprofeno', 'naproxeno', 'diclofenaco', 'anti-inflamatorio*', 'aine*'],
  }),
  risk('risk_gallstones', 'known gallstones', {
    en: ['gallstone*', 'gall stones', 'gallbladder stones', 'stones in .. gallbladder', 'biliary colic', 'cholelithiasis'],
    es: ['calculos biliares', 'piedras en la vesicula', 'colelitiasis'], fr: ['calculs biliaires', 'lithiase biliaire', 'cailloux .. vesicule'], pt: ['pedra na vesicula', 'calculos biliares', 'colelitiase'],
  }),
  risk('risk_abdominal_surgery', 'previous abdominal surgery', {
    en: ['previous abdominal surgery', 'abdominal surgery', 'bowel surgery', 'had .. appendix out', 'appendectomy', 'had .. bowel resection', 'adhesions', 'laparotomy', 'stoma', 'colostomy', 'ileostomy', 'gastric bypass', 'gastric band', 'bariatric'],
    es: ['cirugia abdominal', 'operado del intestino', 'adherencias', 'colostomia', 'ileostomia', 'bypass gastrico'], fr: ['chirurgie abdominale', 'operation .. ventre', 'brides', 'adherences', 'colostomie', 'stomie', 'bypass gastrique'], pt: ['cirurgia abdominal', 'operado do intestino', 'aderencias', 'bridas', 'colostomia', 'ileostomia', 'bariatrica'],
  }),
  mod('recent_antibiotics', 'recent course of antibiotics', {
    en: ['take .. antibiotic*', 'taking .. antibiotic*', 'on antibiotic*', 'started .. antibiotic*', 'amoxicillin', 'amoxycillin', 'augmentin', 'penicillin v', 'flucloxacillin', 'cefalexin', 'doxycycline', 'clarithromycin', 'nitrofurantoin', 'trimethoprim', 'course of antibiotic*', 'recently .. antibiotic*', 'finished .. antibiotic*', 'on antibiotic*', 'after antibiotic*', 'since .. antibiotic*', 'clindamycin', 'co-amoxiclav', 'augmentin'],
    es: ['tomando antibiotico*', 'despues de antibiotico*', 'termine .. antibiotico*'], fr: ['sous antibiotique*', 'apres .. antibiotique*', 'fini .. antibiotique*'], pt: ['tomando antibiotico*', 'depois do antibiotico', 'terminei .. antibiotico*'],
  }),

  // ── further gut, bladder and women's health findings ────────────────────────
  sym('hot_shower_relief', 2, 'vomiting eased by hot showers or baths', {
    en: ['hot shower* .. help*', 'hot bath* .. help*', 'only .. hot shower* .. help*', 'relief .. hot shower*', 'relieved by hot shower*', 'taking hot showers', 'hot showers all day'],
    es: ['duchas calientes .. alivi*', 'ducha caliente .. mejora'], fr: ['douches chaudes .. soulag*', 'douche chaude .. calme'], pt: ['banho quente .. alivi*', 'banhos quentes .. melhora'],
  }),
  mod('cannabis_use', 'regular cannabis use', {
    en: ['cannabis', 'marijuana', 'smoke weed', 'smoking weed', 'smokes weed', 'thc', 'edibles', 'dabbing', 'joints a day', 'spliff*'],
    es: ['marihuana', 'cannabis', 'porro*', 'mota'], fr: ['cannabis', 'joint* .. jour', 'fume .. herbe'], pt: ['maconha', 'cannabis', 'baseado*'],
  }),
  sym('bedwetting', 1, 'wetting the bed at night', {
    en: ['bedwetting', 'bed wetting', 'wets the bed', 'wetting the bed', 'wet the bed', 'nocturnal enuresis', 'enuresis'],
    es: ['moja la cama', 'enuresis', 'se hace pipi en la cama'], fr: ['pipi au lit', 'enuresie', 'mouille son lit'], pt: ['xixi na cama', 'fazer xixi na cama', 'molha a cama', 'faz xixi na cama', 'enurese', 'molha a cama'],
  }, { minor: 'yes' }),
  sym('stress_leakage', 2, 'leaking urine on coughing, sneezing or exercise', {
    en: ['leak* .. when .. cough*', 'leak* .. when .. sneez*', 'leak* .. when .. laugh*', 'pee .. when .. sneez*', 'pee .. when .. laugh*', 'wet myself .. cough*', 'stress incontinence', 'urge incontinence', "can't hold .. pee", "can't make it to the toilet", 'overactive bladder'],
    es: ['se me escapa la orina al toser', 'escapes .. al toser', 'incontinencia de esfuerzo', 'vejiga hiperactiva'], fr: ['fuite* .. en toussant', 'fuite* .. eternu*', "incontinence d'effort", 'vessie hyperactive'], pt: ['perco urina ao tossir', 'escape de urina .. tossir', 'incontinencia de esforco', 'bexiga hiperativa'],
  }, { implies: ['incontinence'] }),
  sym('mid_cycle_pain', 1, 'one-sided pelvic pain in the middle of the cycle', {
    en: ['mid cycle', 'mid-cycle', 'middle of .. cycle', 'ovulation pain', 'pain .. ovulat*', 'mittelschmerz', 'halfway between .. periods'],
    es: ['dolor de ovulacion', 'mitad del ciclo'], fr: ["douleur d'ovulation", 'milieu du cycle'], pt: ['dor da ovulacao', 'meio do ciclo'],
  }, { minor: 'yes' }),
  sym('premenstrual_symptoms', 1, 'symptoms in the days before a period', {
    en: ['premenstrual', 'pms', 'pmdd', 'before my period', 'before .. period .. every month', 'week before .. period'],
    es: ['premenstrual', 'antes de la regla', 'sindrome premenstrual'], fr: ['premenstruel*', 'spm', 'avant les regles'], pt: ['tpm', 'pre-menstrual', 'antes da menstruacao'],
  }, { minor: 'yes' }),
  sym('vaginal_bulge', 2, 'bulge or dragging feeling in the vagina', {
    en: ['something coming down', 'bulge .. vagina*', 'vagina* .. bulge', 'lump .. coming out .. vagina*', 'dragging sensation', 'dragging feeling', 'prolapsed womb', 'womb .. prolapse', 'uterine prolapse', 'bladder prolapse', 'pelvic organ prolapse', 'cystocele'],
    es: ['prolapso', 'bulto .. sale .. vagina', 'sensacion de peso .. vagina', 'se me baja la matriz'], fr: ['descente d\'organe*', 'prolapsus', 'pesanteur pelvienne'], pt: ['prolapso', 'bola .. vagina', 'bexiga caida', 'utero caido'],
  }),
  sym('itchy_palms_soles', 3, 'itching of the palms and soles (in pregnancy)', {
    en: ['hands and foot bottom', 'foot bottom', 'itchy in my hands', 'itching on my hands and under the feet', 'itching .. hands and .. feet', 'itch* on .. hands and .. feet', 'itching .. under the feet', 'hands and feet .. itch*', 'feet .. itchy', 'hands .. itchy', 'itchy hands', 'itchy feet', 'soles .. feet .. itch*', 'itchy palms', 'itchy soles', 'palms .. itch*', 'soles .. itch*', 'itch* .. hands and feet', 'itch* .. palms', 'itch* .. soles of .. feet', 'cholestasis'],
    es: ['manos y pies .. pica*', 'picazon .. manos y .. pies', 'picazon .. palmas', 'picazon .. plantas de los pies', 'colestasis'], fr: ['mains et .. pieds .. demang*', 'demangeaison* .. mains et .. pieds', 'demangeaison* .. paumes', 'demangeaison* .. plantes des pieds', 'cholestase'], pt: ['maos e .. pes .. coca*', 'coceira .. maos e .. pes', 'coceira .. palmas', 'coceira .. sola dos pes', 'colestase'],
  }, { implies: ['itch'] }),
  sym('low_potassium', 3, 'told the potassium is low', {
    en: ['potassium .. low', 'potassium level .. low', 'hypokal*', 'k is low', 'k+ .. low'],
    es: ['potasio bajo', 'hipopotasemia', 'hipokalemia'], fr: ['potassium .. bas', 'kaliemie .. basse', 'hypokaliemie'], pt: ['potassio baixo', 'hipocalemia', 'hipopotassemia'],
  }),
];
