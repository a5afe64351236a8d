// Why this exists: findings the condition model's neuro-mind-skin-msk conditions need that the base lexicon lacks,
// with lay, third-person, clinical and abbreviated phrasings in en, es, fr and pt.
import { mod, risk, sym, type FindingDef } from '../finding.builders.ts';

export const FINDINGS_NEURO_MIND_SKIN_MSK: FindingDef[] = [
  // ── neurology ─────────────────────────────────────────────────────────────────
  sym('visual_aura', 2, 'visual aura before a headache (zigzag or shimmering lights)', {
    en: ['aura', 'auras', 'zigzag*', 'zig zag*', 'shimmering lights', 'scintillat*', 'flickering lights', 'jagged lines', 'migraine with aura'],
    es: ['aura', 'luces en zigzag', 'luces parpadeantes', 'escotoma centelleante'], fr: ['aura', 'zigzag*', 'scotome scintillant', 'lumieres scintillantes'], pt: ['aura', 'luzes piscando', 'escotoma cintilante', 'linhas em zigue zague'],
  }),
  sym('phonophobia', 2, 'sensitivity to noise', {
    en: ['phonophobia', 'sensitive to noise', 'sensitiv* to sound', 'noise .. hurts', 'sound .. hurts', "can't stand noise", 'noise makes it worse'],
    es: ['fonofobia', 'molesta el ruido', 'sensibilidad al ruido'], fr: ['phonophobie', 'bruit me gene', 'sensible au bruit'], pt: ['fonofobia', 'incomoda o barulho', 'sensibilidade ao barulho'],
  }),
  sym('band_like_headache', 2, 'tight band-like headache (tension type)', {
    en: ['band around .. head', 'tight band', 'pressure .. around .. head', 'head .. in a vice', 'vice like', 'vise like', 'tension headache*', 'tight .. around .. head'],
    es: ['cefalea tensional', 'presion alrededor de la cabeza', 'como una banda', 'casco apretado'], fr: ['cephalee de tension', 'cephalee tensionnelle', 'en etau', 'bandeau .. tete'], pt: ['cefaleia tensional', 'dor de cabeca tensional', 'aperto .. cabeca', 'faixa .. cabeca'],
  }, { minor: 'yes', implies: ['headache'] }),
  mod('usual_pattern', 'like previous episodes (a known, usual pattern)', {
    en: ['my usual', 'usual migraine', 'same as usual', 'like my usual', 'like .. always get', 'typical .. migraine', 'my normal migraine', 'same as before', 'like previous ones', 'like i usually get', 'as usual', 'same as my other'],
    es: ['como siempre', 'mi migrana de siempre', 'igual que otras veces'], fr: ["comme d'habitude", 'comme les autres fois', 'ma migraine habituelle'], pt: ['como sempre', 'igual as outras vezes', 'minha enxaqueca de sempre'],
  }),
  sym('headache_morning_worse', 3, 'headache worse on waking, lying or coughing', {
    en: ['headache .. worse .. morning', 'headache .. wakes .. up', 'wake* .. with .. headache', 'headache .. worse .. lying', 'headache .. worse .. cough*', 'headache .. worse .. bending', 'headache .. worse .. strain*', 'morning headache*'],
    es: ['dolor de cabeza .. peor .. manana', 'me despierta .. dolor de cabeza', 'dolor de cabeza .. empeora .. toser'], fr: ['mal de tete .. matin', 'cephalee matinale', 'mal de tete .. reveille', 'mal de tete .. pire .. tousse'], pt: ['dor de cabeca .. pior .. manha', 'acordo com dor de cabeca', 'dor de cabeca .. piora .. tossir'],
  }, { implies: ['headache'] }),
  risk('painkiller_overuse', 'painkillers taken on most days', {
    en: ['painkillers every day', 'painkillers .. most days', 'painkillers .. daily', 'ibuprofen .. every day', 'paracetamol .. every day', 'codeine .. every day', 'tylenol .. every day', 'rebound headache*', 'medication overuse'],
    es: ['analgesicos .. todos los dias', 'pastillas .. todos los dias .. dolor de cabeza', 'abuso de analgesicos'], fr: ['antidouleurs tous les jours', 'antalgiques .. tous les jours', 'abus medicamenteux'], pt: ['analgesico* todos os dias', 'remedio .. dor .. todo dia', 'abuso de analgesicos'],
  }),
  sym('cluster_autonomic', 3, 'pain around one eye with a watering red eye or runny nostril on that side', {
    en: ['eye .. waters .. same side', 'watery eye .. same side', 'eye .. red .. same side', 'nostril .. same side', 'behind .. one eye', 'around .. one eye', 'cluster headache*'],
    es: ['cefalea en racimos', 'ojo .. lagrimea .. mismo lado', 'detras de un ojo'], fr: ['algie vasculaire', 'cephalee en grappe*', 'oeil .. larmoie .. meme cote', 'derriere un oeil'], pt: ['cefaleia em salvas', 'olho lacrimeja .. mesmo lado', 'atras de um olho'],
  }),
  sym('tongue_bitten', 3, 'bitten tongue (after a blackout)', {
    en: ['bit .. tongue', 'bitten .. tongue', 'tongue .. bitten', 'bite .. tongue', 'tongue biting'],
    es: ['se mordio la lengua', 'mordedura .. lengua', 'me mordi la lengua'], fr: ['mordu la langue', 'morsure .. langue'], pt: ['mordeu a lingua', 'mordi a lingua', 'mordedura .. lingua'],
  }),
  sym('seizure_prolonged', 5, 'seizure lasting over 5 minutes or repeated without recovery', {
    en: ["jerking .. isn't stopping", "fit .. isn't stopping", "fitting .. isn't stopping", 'jerking .. minutes now', 'fitting .. minutes now', 'shaking .. minutes now', 'seizure .. more than 5 min*', 'seizure .. over 5 min*', 'fitting .. 5 min*', 'fitting for .. minutes', 'still fitting', 'still seizing', 'still having .. seizure', "seizure .. won't stop", 'seizures .. one after another', 'back to back seizures', 'repeated seizures', 'status epilepticus', 'seizure .. not stopping', "seizure .. hasn't stopped", 'not woken up between'],
    es: ['convulsion .. mas de 5 minutos', 'sigue convulsionando', 'convulsiones seguidas', 'estado epileptico', 'no para de convulsionar'], fr: ['convulse encore', 'crise .. plus de 5 minutes', 'crises a repetition', 'etat de mal epileptique'], pt: ['convulsao .. mais de 5 minutos', 'ainda convulsionando', 'convulsoes seguidas', 'estado de mal epileptico', 'nao para de convulsionar'],
  }, { implies: ['seizure'] }),
  risk('risk_epilepsy', 'known epilepsy', {
    en: ['epilepsy', 'known epilep*', 'levetiracetam', 'keppra', 'lamotrigine', 'lamictal', 'sodium valproate', 'epilim', 'depakote', 'carbamazepine', 'tegretol', 'phenytoin', 'antiepileptic*', 'anti-seizure med*'],
    es: ['epilepsia', 'antiepileptic*', 'levetiracetam'], fr: ['epilepsie', 'antiepileptique*', 'levetiracetam'], pt: ['epilepsia', 'antiepileptic*', 'levetiracetam'],
  }),
  sym('post_traumatic_amnesia', 4, 'no memory of the injury or events around it', {
    en: ["can't remember .. happened", "doesn't remember .. happened", 'does not remember .. happened', "can't remember the accident", 'no memory of .. accident', 'no memory of .. fall', "doesn't remember .. fall", 'amnesia', 'keeps asking .. same question*'],
    es: ['no recuerda lo que paso', 'no se acuerda .. accidente', 'amnesia'], fr: ['ne se souvient pas .. accident', 'amnesie', 'ne se rappelle pas .. chute'], pt: ['nao lembra o que aconteceu', 'amnesia', 'nao se lembra .. acidente'],
  }),
  sym('unequal_pupils', 5, 'unequal pupils', {
    en: ['unequal pupils', 'one pupil .. bigger', 'pupils .. different sizes', 'pupil .. blown', 'blown pupil', 'anisocoria', 'one pupil .. dilated'],
    es: ['pupilas desiguales', 'una pupila mas grande', 'anisocoria'], fr: ['pupilles inegales', 'anisocorie', 'une pupille .. plus grande'], pt: ['pupilas desiguais', 'anisocoria', 'uma pupila maior'],
  }),
  sym('skull_fracture_signs', 5, 'signs of a skull fracture (clear fluid from nose or ear, bruising behind the ear)', {
    en: ['clear fluid .. nose', 'clear fluid .. ear', 'bruising behind .. ear', 'panda eyes', 'raccoon eyes', 'dent in .. skull', 'dent in .. head', 'skull .. fracture*', 'battle sign'],
    es: ['liquido claro .. nariz', 'ojos de mapache', 'fractura de craneo'], fr: ['liquide clair .. nez', 'yeux de raton laveur', 'fracture du crane'], pt: ['liquido claro .. nariz', 'olhos de guaxinim', 'fratura de cranio'],
  }),
  sym('personality_change', 3, 'change in personality or behaviour', {
    en: ['personality change*', 'personality .. changed', 'not .. same person', 'behaviour .. changed', 'behavior .. changed', 'change* in .. behaviour', 'change* in .. behavior', 'out of character', 'disinhibit*', 'apathetic'],
    es: ['cambio de personalidad', 'cambio* .. comportamiento', 'no es la misma persona'], fr: ['changement de personnalite', 'changement* .. comportement', 'plus le meme'], pt: ['mudanca de personalidade', 'mudanca* .. comportamento', 'nao e mais a mesma pessoa'],
  }),
  sym('positional_vertigo', 2, 'brief spinning when turning the head or rolling over in bed', {
    en: ['dizzy .. roll* over', 'spinning .. roll* over', 'dizzy .. turn* .. head', 'spinning .. turn* .. head', 'dizzy .. look* up', 'dizzy .. lying down', 'spin* .. in bed', 'dizzy .. getting out of bed', 'positional vertigo', 'dizzy .. tilt* .. head'],
    es: ['vertigo .. al girar .. cabeza', 'mareo .. al acostarme', 'da vueltas .. al voltearme', 'vertigo posicional'], fr: ['vertige .. tourne la tete', 'vertige .. en me couchant', 'vertige positionnel'], pt: ['tontura .. virar .. cabeca', 'vertigem .. ao deitar', 'vertigem posicional'],
  }, { implies: ['vertigo'] }),
  sym('shooting_face_pain', 3, 'electric shock-like shooting pain in the face', {
    en: ['electric .. pain* .. face', 'like .. electric shocks .. face', 'shooting pain .. face', 'stabbing pain .. face', 'trigeminal neuralgia', 'face pain .. brushing .. teeth', 'jolts .. face', 'jolts of pain .. cheek'],
    es: ['neuralgia del trigemino', 'descarga* .. cara', 'dolor punzante .. cara'], fr: ['nevralgie du trijumeau', 'decharge* .. visage', 'douleur fulgurante .. visage'], pt: ['neuralgia do trigemeo', 'choque* .. rosto', 'dor em choque .. rosto'],
  }, { implies: ['facial_pain'] }),
  sym('pulsatile_tinnitus', 3, 'hearing a whooshing heartbeat in the ears', {
    en: ['pulsatile tinnitus', 'whooshing .. ear*', 'heartbeat .. ear*', 'pulsing .. ear*', 'hear .. heartbeat'],
    es: ['zumbido pulsatil', 'oigo .. latido .. oido'], fr: ['acouphene pulsatile', 'entends .. coeur .. oreille'], pt: ['zumbido pulsatil', 'ouco .. batimento .. ouvido'],
  }),
  sym('hand_tingling_night', 2, 'numb or tingling hand at night (thumb and first fingers)', {
    en: ['hand* .. numb .. night', 'hand* .. tingl* .. night', 'wake* .. numb hand*', 'shake .. hand .. wake', 'carpal tunnel', 'thumb .. index .. numb', 'numb .. thumb and .. fingers'],
    es: ['tunel carpiano', 'manos dormidas .. noche', 'hormigueo .. manos .. noche'], fr: ['canal carpien', 'mains engourdies .. nuit', 'fourmillements .. mains .. nuit'], pt: ['tunel do carpo', 'maos dormentes .. noite', 'formigamento .. maos .. noite'],
  }, { minor: 'yes' }),
  sym('ptosis', 3, 'drooping eyelid', {
    en: ['drooping eyelid*', 'droopy eyelid*', 'eyelid* .. droop*', 'ptosis', 'eyelid .. falling'],
    es: ['parpado caido', 'ptosis'], fr: ['paupiere tombante', 'ptosis', 'paupiere qui tombe'], pt: ['palpebra caida', 'ptose'],
  }),
  sym('fatigable_weakness', 3, 'weakness that worsens with use through the day', {
    en: ['weak* .. end of the day', 'weaker .. as the day goes on', 'weaker .. with use', 'tires .. quickly .. chewing', 'myasthenia'],
    es: ['miastenia', 'debilidad .. final del dia'], fr: ['myasthenie', 'faiblesse .. fin de journee'], pt: ['miastenia', 'fraqueza .. final do dia'],
  }, { implies: ['weakness'] }),
  sym('parkinsonism', 2, 'slowness, shuffling walk or resting tremor', {
    en: ['shuffl*', 'slow movements', 'moving slowly', 'slowness of movement', 'resting tremor', 'parkinson*', 'small handwriting', 'masked face', 'freezing .. walking'],
    es: ['parkinson', 'arrastra los pies', 'movimientos lentos', 'temblor en reposo'], fr: ['parkinson', 'marche a petits pas', 'lenteur des mouvements', 'tremblement de repos'], pt: ['parkinson', 'arrasta os pes', 'movimentos lentos', 'tremor de repouso'],
  }),
  sym('peripheral_numbness', 2, 'numbness or burning in both feet or hands', {
    en: ['numb feet', 'feet .. numb', 'numbness .. both feet', 'numbness .. both hands', 'tingling .. both feet', 'glove and stocking', 'neuropathy', 'burning .. both feet', 'tingling .. feet and hands'],
    es: ['pies dormidos', 'neuropatia', 'entumecimiento .. ambos pies'], fr: ['pieds engourdis', 'neuropathie', 'engourdissement .. deux pieds'], pt: ['pes dormentes', 'neuropatia', 'dormencia .. nos dois pes'],
  }, { implies: ['numbness'] }),
  risk('co_exposure', 'possible carbon monoxide exposure', {
    en: ['carbon monoxide', 'co alarm', 'co detector', 'boiler', 'gas heater', 'gas fire', 'faulty heater', 'generator indoors', 'everyone in the house .. headache*', 'whole family .. headache*', 'exhaust fumes'],
    es: ['monoxido de carbono', 'calentador de gas', 'brasero', 'estufa de gas'], fr: ['monoxyde de carbone', 'chaudiere', 'chauffage au gaz', 'poele a bois'], pt: ['monoxido de carbono', 'aquecedor a gas', 'gerador .. dentro de casa'],
  }),
  risk('postpartum', 'recently gave birth', {
    en: ['had our baby', 'had her baby', 'had their baby', 'baby .. days ago', 'gave birth .. days ago', 'postnatal', 'post natal', 'gave birth', 'had a baby', 'had my baby', 'new mum', 'new mom', 'weeks after .. birth', 'since the birth', 'after giving birth', 'after delivery', 'after my c section', 'puerperal'],
    es: ['posparto', 'postparto', 'puerperio', 'acabo de dar a luz', 'di a luz'], fr: ['post partum', 'accouche*', 'apres .. accouchement', 'jeune maman'], pt: ['pos parto', 'puerperio', 'dei a luz', 'acabei de ter .. bebe', 'teve .. bebe ha', 'teve um bebe', 'teve o bebe'],
  }),
  sym('eye_closure_weakness', 4, 'unable to close one eye', {
    en: ["can't close .. eye", 'cannot close .. eye', 'unable to close .. eye', "eye won't close", 'eye .. not closing', 'eyelid .. not closing'],
    es: ['cerrar el ojo', 'no puedo cerrar el ojo', 'silbar', 'frente no se mueve', 'no puedo cerrar el ojo', 'no cierra el ojo'], fr: ["fermer l'oeil", "n'arrive pas a fermer l'oeil", 'siffler', 'front .. ne bouge', 'visage ne bouge plus', 'ne peux pas fermer .. oeil', 'oeil ne ferme pas', 'oeil ne se ferme plus'], pt: ['fechar o olho', 'nao consigo fechar o olho', 'assobiar', 'testa nao mexe', 'nao consigo fechar o olho', 'olho nao fecha'],
  }),
  sym('ascending_weakness', 4, 'weakness spreading up from the feet', {
    en: ['weakness .. spreading up', 'weakness .. moving up', 'creeping up .. legs', 'ascending weakness', 'legs .. getting weaker .. arms', 'started in .. feet .. now .. weak', 'guillain*'],
    es: ['debilidad .. sube', 'guillain', 'debilidad ascendente'], fr: ['faiblesse ascendante', 'guillain', 'faiblesse .. remonte'], pt: ['fraqueza ascendente', 'guillain', 'fraqueza .. subindo'],
  }, { implies: ['weakness'] }),
  sym('bilateral_leg_weakness', 4, 'weakness of both legs', {
    en: ['both legs .. weak*', 'weak* .. both legs', 'legs .. so weak', 'legs .. like jelly', 'paraparesis', 'paraplegi*', "can't move .. legs", "can't feel .. legs", 'cannot move .. legs'],
    es: ['debilidad en las dos piernas', 'piernas debiles', 'no puedo mover las piernas'], fr: ['faiblesse des deux jambes', 'jambes faibles', 'ne peux plus bouger les jambes'], pt: ['fraqueza nas duas pernas', 'pernas fracas', 'nao consigo mexer as pernas'],
  }, { implies: ['weakness'] }),
  sym('saddle_anaesthesia', 5, 'numbness between the legs or around the back passage', {
    en: ["can't .. feel .. wipe", "can't .. feel .. toilet paper", 'cannot .. feel .. toilet paper', 'numb .. toilet paper', 'cannot feel .. wipe', 'not feel .. wipe', 'numb when .. wipe', 'wipe .. feel* numb', 'wipe .. numb', 'numb .. my bottom', 'bottom .. feel* numb', 'numb .. back passage', 'numb between .. legs', 'saddle anaesthesia', 'saddle anesthesia', 'saddle numbness', 'numb* .. between .. legs', 'numb* .. bottom', 'numb* .. buttocks', 'numb* .. groin', 'numb* .. genitals', 'numb* .. private', 'numb* .. back passage', "can't feel .. wipe", "can't feel .. toilet paper"],
    es: ['anestesia en silla de montar', 'adormecid* .. entre las piernas', 'no siento .. genitales', 'entumecimiento .. nalgas'], fr: ['anesthesie en selle', 'engourdi* .. entre les jambes', 'engourdi* .. fesses', 'insensib* .. parties genitales'], pt: ['anestesia em sela', 'dormencia .. entre as pernas', 'dormencia .. nadegas', 'nao sinto .. genitais'],
  }, { implies: ['numbness'] }),
  sym('radicular_leg_pain', 2, 'pain shooting down a leg (sciatica)', {
    en: ['pain .. down .. leg', 'shooting .. down .. leg', 'pain .. radiat* .. leg', 'radiat* .. down .. leg', 'down the back of .. leg', 'pain .. below the knee', 'nerve pain .. leg', 'pinched nerve', 'trapped nerve', 'radiculopathy', 'slipped disc', 'herniated disc', 'disc prolapse', 'bulging disc'],
    es: ['dolor .. baja por la pierna', 'nervio pinzado', 'hernia de disco', 'hernia discal'], fr: ['douleur .. descend .. jambe', 'nerf coince', 'hernie discale'], pt: ['dor .. desce .. perna', 'nervo pincado', 'hernia de disco'],
  }),
  sym('bilateral_sciatica', 4, 'sciatica in both legs', {
    en: ['pain .. down both legs', 'sciatica .. both legs', 'both legs .. sciatica', 'shooting .. down both legs'],
    es: ['ciatica .. las dos piernas', 'dolor .. baja .. ambas piernas'], fr: ['sciatique .. deux jambes', 'douleur .. descend .. deux jambes'], pt: ['ciatica .. nas duas pernas', 'dor .. desce .. nas duas pernas'],
  }, { implies: ['radicular_leg_pain'] }),
  sym('night_pain', 3, 'pain at night or at rest', {
    en: ['pain .. at night', 'pain .. wakes .. up', 'wakes .. with pain', 'pain .. worse at night', 'night pain', 'pain .. while resting', 'pain at rest', 'pain .. lying still', 'hurts .. at night'],
    es: ['dolor nocturno', 'dolor .. por la noche', 'me despierta el dolor', 'dolor en reposo'], fr: ['douleur nocturne', 'douleur .. la nuit', 'reveille par la douleur', 'douleur au repos'], pt: ['dor noturna', 'dor .. a noite', 'acordo com dor', 'dor em repouso'],
  }),
  mod('recent_infection', 'recent infection in the past weeks', {
    en: ['after a .. tummy bug', 'after .. stomach bug', 'after .. flu', 'had a virus', 'recent infection', 'recent .. cold', 'weeks ago .. diarrh*', 'after .. infection', 'recently ill', 'recently sick', 'had a chest infection'],
    es: ['infeccion reciente', 'despues de .. gripe', 'hace .. semanas .. diarrea', 'estuvo enfermo'], fr: ['infection recente', 'apres .. grippe', 'gastro .. il y a', 'etait malade'], pt: ['infeccao recente', 'depois de .. gripe', 'virose', 'esteve doente'],
  }),

  // ── mental health ─────────────────────────────────────────────────────────────
  sym('suicide_plan', 5, 'a suicide plan, preparations or means', {
    en: ['rope in my car', 'tonight i finish everything', 'i finish everything', 'intent to end .. life', 'access to firearms', 'end life this weekend', 'hose .. exhaust', 'hosepipe .. car', 'car .. garage .. engine running', 'collect* my pills', 'collected .. pills', 'saved up .. tablets', 'tonight i will finish', 'will finish it tonight', 'rope in my room', 'rope .. do it tonight', 'rope .. going to do it', 'plan to kill', 'plan to end my life', 'plan to end it', 'plan .. suicide', 'planned .. suicide', 'planned how to', 'made a plan to die', 'plan to take .. pills', 'plan to overdose', 'wrote .. note', 'suicide note', 'goodbye letter', 'saving up .. pills', 'stockpil*', 'bought .. rope', 'giving away .. possessions', 'jump off .. bridge', 'jump in front of', 'hang myself', 'hang himself', 'hang herself', 'tonight .. end it'],
    es: ['manguera', 'coche en el garaje', 'garaje con la puerta cerrada', 'tengo un plan', 'plan para matarme', 'carta de despedida', 'guardando pastillas', 'ahorcarme', 'tirarme .. puente'], fr: ['donne ses affaires', 'a donne ses affaires', 'rejoindre maman', 'rejoindre .. decedee', 'tuyau .. echappement', 'mis de cote .. boites', 'mis de cote .. comprimes', 'mis de cote .. medicaments', 'mis de cote .. somniferes', 'je compte les prendre', 'garde .. somniferes', 'plan pour me tuer', 'lettre .. adieu', 'stock* .. medicaments', 'me pendre', 'sauter .. pont'], pt: ['comprei uma corda', 'sei onde vou fazer', 'comprei chumbinho', 'vou tomar hoje a noite', 'mangueira .. carro', 'carro na garagem', 'tenho um plano', 'plano para me matar', 'carta de despedida', 'guardando comprimidos', 'me enforcar', 'pular .. ponte'],
  }, { implies: ['suicidal'] }),
  sym('self_harm_injury', 4, 'self-inflicted injury', {
    en: ['cut my arm again', 'cut myself again', 'cutting myself again', 'did it to cope', 'cut .. to cope', 'cutting .. to cope', 'cut my wrists', 'cut .. wrists', 'slit .. wrist*', 'burned myself on purpose', 'burning myself', 'hurt myself on purpose', 'cut myself on purpose', 'self inflicted', 'harming myself', 'self harmed', 'has been cutting', 'cutting herself', 'cutting himself'],
    es: ['se hace cortes', 'cortes en los brazos', 'para aliviar la angustia', 'se corta', 'me corte a proposito', 'me corte las munecas', 'me hice cortes', 'me queme a proposito', 'autolesion*'], fr: ['me suis coupe* expres', 'scarifi*', 'automutil*', 'me suis brule* expres'], pt: ['me cortei de proposito', 'cortei os pulsos', 'automutila*', 'me queimei de proposito', 'autolesao'],
  }),
  sym('elevated_mood', 3, 'elevated mood, little need for sleep, reckless behaviour', {
    en: ["don't feel tired at all", 'spent .. on online', 'ideas for .. businesses', 'talking .. too fast', 'talking really fast', 'racing thoughts', 'loads of energy', "spent .. on things i didn't need", 'spending spree', 'spending loads', 'spent .. pounds this week', 'chosen by god', 'special mission', 'spent all .. savings', 'buy many things', 'buying loads of', 'going to be a millionaire', 'grandiose', 'thoughts are racing', 'thoughts .. racing', 'feel absolutely amazing', 'on a business idea', 'spent thousands', 'spending spree', 'racing thoughts', 'talking nonstop', "haven't slept .. not tired", 'feel amazing', 'euphoric', 'on top of the world', 'invincible', 'no need .. sleep', "doesn't need .. sleep", "don't need .. sleep", 'needs little sleep', 'reckless', 'maxed out .. cards', 'special powers'],
    es: ['gasta plata como loco', 'gasta dinero como loco', 'habla rapidisimo', 'habla muy rapido', 'dios lo eligio', 'elegido por dios', 'va a ser millonario', 'gastado todos .. ahorros', 'elegido por dios', 'habla sin parar', 'no tengo sueno', 'hablo muy rapido', 'me gaste todo', 'gaste todo', 'euforic*', 'invencible', 'no necesita dormir', 'gastos excesivos'], fr: ['choisi par dieu', 'va devenir millionnaire', 'depense toutes .. economies', 'parle sans arret', 'euphori*', 'invincible', 'pas besoin de dormir', 'depenses excessives'], pt: ['escolhido por deus', 'vai ficar milionario', 'gastou todas .. economias', 'fala sem parar', 'euforic*', 'invencivel', 'nao precisa dormir', 'gastos excessivos'],
  }),
  sym('violent_behaviour', 4, 'violent or threatening behaviour', {
    en: ['became violent', 'being violent', 'getting violent', 'violent behavio*', 'violent towards', 'threaten* .. kill', 'threaten* .. hurt', 'want to hurt someone', 'hurt someone', 'kill someone', 'homicidal', 'attacked .. someone', 'smashing things', 'lashing out'],
    es: ['se puso violent*', 'comportamiento violento', 'amenaza* .. matar', 'hacer dano a alguien', 'se puso agresiv*'], fr: ['devenu* violent*', 'comportement violent', 'menace* .. tuer', 'faire du mal a quelqu', 'devenu* agressi*'], pt: ['ficou violent*', 'comportamento violento', 'ameaca* .. matar', 'machucar alguem', 'ficou agressiv*'],
  }),
  sym('harm_baby_thoughts', 5, 'thoughts of harming the baby', {
    en: ['thoughts .. harm* .. baby', 'thoughts .. hurt* .. baby', 'want to hurt .. baby', 'might hurt .. baby', 'harm the baby', 'hurt the baby', 'baby .. better off without me', 'shake the baby'],
    es: ['hacer dano .. bebe', 'lastimar .. bebe', 'pensamientos .. bebe'], fr: ['faire du mal .. bebe', 'blesser .. bebe'], pt: ['machucar .. bebe', 'fazer mal .. bebe'],
  }),
  sym('severe_underweight', 3, 'severely underweight', {
    en: ['very underweight', 'severely underweight', 'skin and bone*', 'bmi .. 13', 'bmi .. 14', 'bmi .. 15', 'bmi under 16', 'emaciated', 'dangerously thin', 'extremely thin'],
    es: ['muy delgad*', 'piel y huesos', 'imc .. 14', 'emaciad*'], fr: ['tres maigre', 'maigreur extreme', 'imc .. 14', 'cachecti*'], pt: ['muito magr*', 'pele e osso', 'imc .. 14', 'emaciad*'],
  }),
  risk('risk_alcohol', 'heavy or dependent drinking', {
    en: ['heavy drinker', 'drinks heavily', 'drinks every day', 'drink every day', 'bottle of vodka', 'bottle of wine a day', 'units a day', 'units per week', 'alcohol dependen*', 'daily drinker', 'drinking heavily'],
    es: ['bebe todos los dias', 'bebedor', 'dependencia del alcohol', 'botella de .. al dia'], fr: ['boit tous les jours', 'alcoolique', 'dependance .. alcool', 'bouteille .. par jour'], pt: ['bebe todo dia', 'alcoolatra', 'dependencia de alcool', 'garrafa .. por dia'],
  }),
  sym('alcohol_withdrawal_signs', 4, 'shakes, sweats or hallucinations after stopping heavy drinking', {
    en: ['stopped drinking alcohol', 'quit drinking alcohol', 'stopped the booze', 'since .. last drink', 'the shakes', 'shaky .. without .. drink', 'need a drink .. stop shaking', 'delirium tremens', 'dts', 'alcohol withdrawal', 'withdrawal from alcohol', 'seeing bugs'],
    es: ['deje de beber alcohol', 'abstinencia alcoholica', 'delirium tremens', 'temblores .. sin beber'], fr: ['arrete l alcool', 'sevrage alcoolique', 'delirium tremens', 'tremble .. sans alcool'], pt: ['parei de beber alcool', 'abstinencia alcoolica', 'delirium tremens', 'tremores .. sem beber'],
  }),
  sym('intoxicated', 2, 'drunk or intoxicated', {
    en: ['got drunk', 'very drunk', 'really drunk', 'is drunk', 'was drunk', 'blind drunk', 'intoxicated', 'had too much to drink', 'smells of alcohol', 'been drinking alcohol', 'been drinking heavily'],
    es: ['borracho', 'borracha', 'ebri*', 'intoxicacion etilica', 'bebio demasiado'], fr: ['ivre', 'saoul', 'alcoolise*'], pt: ['bebado', 'bebada', 'embriagad*', 'bebeu demais'],
  }),
  sym('slow_breathing', 5, 'slow, shallow or stopped breathing', {
    en: ['breathing .. very slow*', 'breathing .. slowly', 'barely breathing', 'stopped breathing', 'breathing .. stopped', 'bradypn*', 'agonal', 'breaths a minute .. slow'],
    es: ['respira muy lento', 'respiracion muy lenta', 'apenas respira', 'dejo de respirar'], fr: ['respire lentement', 'respiration lente', 'respire a peine', 'ne respire plus'], pt: ['respirando muito devagar', 'respiracao muito lenta', 'mal respira', 'parou de respirar'],
  }),
  sym('pinpoint_pupils', 4, 'pinpoint pupils', {
    en: ['pinpoint pupils', 'pupils .. tiny', 'tiny pupils', 'pupils .. pinpoint', 'pupils .. very small', 'constricted pupils', 'miosis'],
    es: ['pupilas puntiformes', 'pupilas .. pequenas', 'miosis'], fr: ['pupilles .. epingle', 'myosis', 'pupilles .. toutes petites'], pt: ['pupilas puntiformes', 'pupilas .. pequenas', 'miose'],
  }),
  sym('agitation', 3, 'agitation', {
    en: ['agitated', 'agitation', 'combative', "can't sit still", 'pacing', 'thrashing around'],
    es: ['agitad*', 'agitacion', 'no se queda quiet*'], fr: ['agite*', 'agitation', 'ne tient pas en place'], pt: ['agitad*', 'agitacao', 'nao para quiet*'],
  }),
  risk('risk_serotonergic', 'on antidepressants or other serotonergic drugs', {
    en: ['ssri*', 'sertraline', 'fluoxetine', 'citalopram', 'escitalopram', 'paroxetine', 'venlafaxine', 'duloxetine', 'tramadol', 'mdma', 'ecstasy', 'antidepressant*', 'lithium', 'maoi', 'st johns wort', 'linezolid'],
    es: ['antidepresivo*', 'sertralina', 'fluoxetina', 'tramadol', 'extasis'], fr: ['antidepresseur*', 'sertraline', 'fluoxetine', 'tramadol', 'ecstasy'], pt: ['antidepressivo*', 'sertralina', 'fluoxetina', 'tramadol', 'ecstasy'],
  }),
  sym('muscle_jerks', 2, 'involuntary muscle jerks or twitching', {
    en: ['muscle jerk*', 'myoclon*', 'clonus', 'jerky movements', 'muscles .. twitch*', 'involuntary .. movements'],
    es: ['sacudidas musculares', 'mioclon*', 'movimientos involuntarios'], fr: ['secousses musculaires', 'myoclon*', 'mouvements involontaires'], pt: ['abalos musculares', 'mioclon*', 'movimentos involuntarios'],
  }),
  sym('muscle_rigidity', 4, 'rigid muscles all over', {
    en: ['rigid muscles', 'muscles .. rigid', 'body .. rigid', 'stiff as a board', 'lead pipe', 'whole body .. stiff', 'stiff all over'],
    es: ['rigidez muscular', 'cuerpo rigido', 'musculos rigidos'], fr: ['rigidite musculaire', 'corps raide', 'muscles raides'], pt: ['rigidez muscular', 'corpo rigido', 'musculos rigidos'],
  }),
  sym('flashbacks', 2, 'flashbacks or nightmares after trauma', {
    en: ['flashback*', 'nightmares about', 'reliving', 'ptsd', 'post traumatic stress', 'since the trauma', 'since the assault', 'hypervigil*'],
    es: ['flashback*', 'pesadillas', 'estres postraumatico', 'revivo'], fr: ['flashback*', 'cauchemars', 'stress post traumatique', 'revis la scene'], pt: ['flashback*', 'pesadelos', 'estresse pos traumatico', 'revivo'],
  }),

  // ── skin ──────────────────────────────────────────────────────────────────────
  sym('pain_out_of_proportion', 4, 'pain far worse than the skin or limb looks', {
    en: ['pain out of proportion', 'pain .. way worse than .. looks', 'pain .. much worse than .. looks', 'pain .. worse than .. looks', 'pain .. not .. helped by .. painkillers', 'pain .. worse than .. expected', 'agonising pain .. small'],
    es: ['dolor desproporcionado', 'dolor .. mucho peor .. de lo que se ve'], fr: ['douleur disproportionnee', 'douleur .. hors de proportion'], pt: ['dor desproporcional', 'dor .. muito pior .. do que parece'],
  }),
  sym('rapidly_spreading_redness', 4, 'redness spreading fast', {
    en: ['red .. going up fast', 'spreading fast', 'spreading quickly', 'going up .. fast', 'skin .. dark purple', 'skin .. turning purple', 'skin .. turning black', 'spreading fast', 'spreading quickly', 'spreading rapidly', 'redness .. spreading', 'spread* .. beyond .. line', 'spread* .. past .. line', 'bigger by the hour', 'growing .. by the hour', 'red line .. up', 'red streak* .. up'],
    es: ['se esta extendiendo', 'paso la raya', 'se extiende', 'se extiende rapido', 'enrojecimiento .. se extiende', 'crece .. por horas'], fr: ['etend rapidement', 'rougeur .. etend', 'rougeur .. progresse'], pt: ['espalhando rapido', 'vermelhidao .. espalhando', 'aumentando .. rapido'],
  }, { implies: ['skin_redness'] }),
  sym('skin_necrosis', 5, 'skin turning dusky, purple or black', {
    en: ['skin .. turning black', 'skin .. turning purple', 'skin .. dusky', 'dark purple .. skin', 'skin .. dying', 'necros*', 'necrotic', 'blood filled blisters', 'crackling under .. skin'],
    es: ['piel .. negra', 'piel .. morada', 'necrosis', 'ampollas .. sangre'], fr: ['peau .. noire', 'peau .. violacee', 'necrose', 'bulles hemorragiques'], pt: ['pele .. preta', 'pele .. roxa', 'necrose', 'bolhas .. sangue'],
  }),
  sym('mucosal_ulcers', 4, 'sores of the mouth, eyes or genitals with a rash', {
    en: ['sores .. mouth .. eyes', 'sores .. lips .. eyes', 'blisters .. mouth .. eyes', 'mouth .. eyes .. genitals', 'lips .. crusted', 'lips .. bleeding .. crust*', 'sores .. genitals .. mouth', 'mucositis'],
    es: ['llagas .. boca .. ojos', 'labios .. costras', 'ampollas .. boca .. ojos'], fr: ['lesions .. bouche .. yeux', 'levres .. croutes', 'bulles .. bouche'], pt: ['feridas .. boca .. olhos', 'labios .. crostas', 'bolhas .. boca .. olhos'],
  }),
  sym('skin_peeling_sheets', 5, 'skin peeling off in sheets', {
    en: ['skin .. peeling off', 'peeling off my', 'skin .. peeling off in sheets', 'skin .. coming off in sheets', 'skin .. sloughing', 'skin .. in sheets', 'looks .. scalded', 'skin .. detach*', 'skin .. slides off', 'large areas of skin .. peel*'],
    es: ['piel .. a tiras', 'piel .. escaldada', 'desprendimiento de la piel'], fr: ['peau .. lambeaux', 'peau .. ebouillantee', 'decollement cutane'], pt: ['pele .. saindo em tiras', 'pele .. escaldada', 'descolamento da pele'],
  }),
  sym('widespread_rash', 2, 'rash all over the body', {
    en: ['rash all over', 'rash .. whole body', 'rash .. everywhere', 'rash .. spreading .. body', 'covered in .. rash', 'covered in spots', 'rash .. all over .. body'],
    es: ['sarpullido .. todo el cuerpo', 'erupcion .. todo el cuerpo', 'ronchas por todo el cuerpo'], fr: ['eruption .. tout le corps', 'boutons partout', 'plaques .. tout le corps'], pt: ['manchas .. corpo todo', 'erupcao .. corpo todo', 'pintas .. corpo inteiro'],
  }, { implies: ['rash'] }),
  sym('golden_crusts', 2, 'honey-coloured crusted sores', {
    en: ['honey colored crust*', 'honey coloured crust*', 'golden crust*', 'yellow crust*', 'crusty .. sores', 'impetigo', 'weeping .. crust*', 'crusted .. sores'],
    es: ['costras .. color miel', 'costras amarillas', 'impetigo'], fr: ['croutes .. couleur miel', 'croutes jaunes', 'impetigo'], pt: ['crostas .. cor de mel', 'crostas amarelas', 'impetigo'],
  }),
  risk('risk_eczema', 'known eczema', {
    en: ['history of eczema', 'has eczema', 'known eczema', 'atopic', 'bad eczema', 'eczema flare*', 'eczema .. worse'],
    es: ['tiene eczema', 'dermatitis atopica', 'brote de eczema'], fr: ['eczema atopique', 'poussee .. eczema', 'dermatite atopique'], pt: ['tem eczema', 'dermatite atopica', 'crise de eczema'],
  }),
  sym('itch_at_night', 2, 'itch worse at night, burrows or the household itching', {
    en: ['itch* .. worse at night', 'itch* .. at night', 'burrow*', 'scabies', 'itchy .. between .. fingers', 'whole family .. itch*', 'everyone .. itchy'],
    es: ['picor .. noche', 'sarna', 'surcos', 'pica .. por la noche'], fr: ['demangeaison* .. nuit', 'gale', 'sillons', 'gratte .. la nuit'], pt: ['coceira .. noite', 'sarna', 'escabiose', 'coca .. a noite'],
  }, { implies: ['itch'] }),
  sym('silvery_plaques', 2, 'thick scaly silvery plaques', {
    en: ['silvery scale*', 'silver* .. plaques', 'thick .. scaly .. patches', 'scaly plaques', 'plaques .. elbows', 'plaques .. knees', 'plaque psoriasis', 'pitted nails', 'psoriasis flare'],
    es: ['placas plateadas', 'escamas plateadas', 'psoriasis en placas'], fr: ['plaques argentees', 'squames argentees', 'psoriasis en plaques'], pt: ['placas prateadas', 'escamas prateadas', 'psoriase em placas'],
  }, { implies: ['rash'] }),
  sym('mole_changing', 3, 'new or changing mole', {
    en: ['mole .. grow*', 'mole .. bigger', 'mole .. changed', 'mole .. changing', 'mole .. irregular', 'irregular .. mole', 'mole .. bleed*', 'mole .. itch*', 'new mole', 'mole .. darker', 'mole .. different colo*', 'dark streak .. nail', 'black .. mole'],
    es: ['lunar .. crece', 'lunar .. cambi*', 'lunar .. sangra', 'lunar nuevo', 'lunar .. irregular'], fr: ['grain de beaute .. change', 'grain de beaute .. grossi', 'grain de beaute .. saigne', 'nouveau grain de beaute'], pt: ['pinta .. cresc*', 'pinta .. mud*', 'pinta .. sangra', 'sinal .. mudou', 'pinta nova'],
  }, { implies: ['skin_lesion'] }),
  sym('skin_sore_not_healing', 3, 'skin spot or sore that does not heal', {
    en: ['spot .. not heal*', "spot .. won't heal", 'scab .. keeps coming back', 'scab .. keeps', 'pearly .. lump', 'pearly .. bump', 'shiny .. bump', 'crusty .. spot', 'rodent ulcer', 'spot .. bleeds .. scabs'],
    es: ['lesion .. no cura', 'costra .. vuelve', 'bulto perlado'], fr: ['bouton .. ne guerit pas', 'croute .. revient', 'lesion perlee'], pt: ['machucado .. nao cicatriza', 'casquinha .. volta', 'ferida .. pele .. nao sara'],
  }),
  mod('sun_exposure', 'sun exposure', {
    en: ['in the sun', 'sunbath*', 'at the beach', 'sun exposure', 'tanning', 'sunbed*', 'out in the sun', 'all day .. sun'],
    es: ['al sol', 'tomando el sol', 'en la playa', 'cama solar'], fr: ['au soleil', 'bronzage', 'a la plage', 'cabine de bronzage'], pt: ['no sol', 'tomando sol', 'na praia', 'bronzeamento'],
  }),
  sym('large_burn', 4, 'large burn (bigger than the palm of the hand)', {
    en: ['white in middle', 'skin is white', 'skin .. white in', 'white leathery', 'charred', 'burn* .. big blisters', 'scald* .. big blisters', 'big blisters .. scald*', 'white patches .. burn*', 'not painful .. burn*', 'size of .. palm', 'bigger than .. hand', 'burn .. bigger than .. palm', 'large burn', 'burn .. whole arm', 'burn .. whole leg', 'burn* .. large area', 'burns .. covering', 'extensive burn*', 'big burn'],
    es: ['todo el pecho', 'toda la barriga', 'todo el brazo', 'area grande', 'lleno de ampollas', 'mas grande que .. mano', 'todo el brazo', 'toda la pierna', 'tamano de la palma', 'quemadura grande', 'quemadura extensa', 'quemadura .. mas grande que la mano'], fr: ['grande surface', 'plein de cloques', 'plus grand* que .. main', "tout l'avant-bras", 'tout le bras', 'toute la jambe', 'grande brulure', 'brulure etendue', 'brulure .. plus grande que la main'], pt: ['area grande', 'cheio de bolhas', 'cheia de bolhas', 'maior que .. mao', 'todo o braco', 'toda a perna', 'tamanho da palma', 'queimadura grande', 'queimadura extensa', 'queimadura .. maior que a mao'],
  }, { implies: ['burn'] }),
  sym('burn_special_area', 4, 'burn of the face, hands, feet, genitals or over a joint', {
    en: ['burned .. face', 'burnt .. face', 'burned .. hand*', 'burnt .. hand*', 'scald* .. hand*', 'scald* .. face', 'burned .. genital*', 'burned .. foot', 'burnt .. foot', 'burned .. feet', 'burn on .. face', 'burn on .. hand*', 'burn on .. foot'],
    es: ['quemadura .. cara', 'quemadura .. mano*', 'quemadura .. genital*', 'quemadura .. pie'], fr: ['brulure .. visage', 'brulure .. main*', 'brulure .. pied*', 'brulure .. organes genitaux'], pt: ['queimadura .. rosto', 'queimadura .. mao', 'queimadura .. maos', 'queimadura .. pe', 'queimadura .. genital*'],
  }, { implies: ['burn'] }),
  sym('deep_burn', 4, 'deep burn (white, charred, leathery or painless)', {
    en: ['burn .. white', 'burn .. charred', 'burn .. leathery', 'burn .. painless', 'burn .. no feeling', 'full thickness burn', 'third degree burn', '3rd degree burn', 'deep burn'],
    es: ['quemadura profunda', 'quemadura de tercer grado', 'quemadura .. blanca', 'carbonizad*'], fr: ['brulure profonde', 'brulure du troisieme degre', 'brulure .. blanche', 'carbonise*'], pt: ['queimadura profunda', 'queimadura de terceiro grau', 'queimadura .. branca', 'carbonizad*'],
  }, { implies: ['burn'] }),
  sym('smoke_inhalation', 5, 'smoke inhalation or burns around the airway', {
    en: ['smoke inhalation', 'breathed in smoke', 'inhaled smoke', 'house fire', 'soot .. nose', 'soot .. mouth', 'singed .. nose', 'singed .. eyebrows', 'trapped .. fire', 'burning building'],
    es: ['inhalacion de humo', 'inhalo humo', 'incendio', 'hollin'], fr: ['inhalation de fumee', 'incendie', 'suie .. nez'], pt: ['respirou muita fumaca', 'muita fumaca', 'fumaca', 'inalacao de fumaca', 'inalou fumaca', 'incendio', 'fuligem'],
  }),
  sym('electric_shock', 4, 'electric shock or lightning strike', {
    en: ['lightning struck', 'hit by lightning', 'lightning hit', 'lightning .. nearby', 'electric shock', 'electrocut*', 'shocked by .. wire', 'touched .. live wire', 'high voltage', 'struck by lightning', 'lightning strike', 'electrical injury', 'electrical burn'],
    es: ['cayo un rayo', 'alcanzado por un rayo', 'descarga electrica', 'electrocut*', 'le cayo un rayo'], fr: ['frappe par la foudre', 'la foudre', 'electrocut*', 'electrise*', 'foudroye*', 'decharge electrique'], pt: ['atingido por um raio', 'caiu um raio', 'choque eletrico', 'eletrocut*', 'atingido por um raio'],
  }),
  sym('hand_foot_spots', 2, 'spots or blisters on the hands, feet and mouth', {
    en: ['hand foot and mouth', 'spots on .. hands and feet', 'spots .. palms .. soles', 'blisters .. hands and feet', 'blisters .. palms', 'hfmd'],
    es: ['mano pie boca', 'manos pies y boca', 'ampollas .. manos y pies'], fr: ['pieds mains bouche', 'main pied bouche', 'boutons .. mains et pieds'], pt: ['mao pe boca', 'mao pe e boca', 'bolhas .. maos e pes'],
  }, { minor: 'yes', implies: ['rash'] }),
  sym('head_lice', 1, 'head lice', {
    en: ['head lice', 'nits', 'lice', 'nit comb'], es: ['piojos', 'liendres'], fr: ['poux', 'lentes de poux'], pt: ['piolho*', 'lendea*'],
  }, { minor: 'yes' }),
  sym('ringworm', 1, 'ring-shaped or fungal skin rash', {
    en: ['ringworm', 'tinea', "athlete's foot", 'athletes foot', 'jock itch', 'ring shaped .. rash', 'circular .. rash', 'circular .. patch', 'fungal .. skin', 'fungal infection .. skin'],
    es: ['pie de atleta', 'hongos en la piel', 'micosis', 'tina corporis'], fr: ['teigne', 'pied .. athlete', 'mycose .. peau', 'herpes circine'], pt: ['micose', 'pe de atleta', 'tinha', 'frieira'],
  }, { minor: 'yes', implies: ['rash'] }),
  mod('contact_irritant', 'contact with a new product, metal or plant', {
    en: ['new soap', 'new detergent', 'new cream', 'new lotion', 'nickel', 'new jewel*', 'poison ivy', 'poison oak', 'after gardening', 'latex', 'hair dye', 'new washing powder', 'new perfume', 'touched .. plant'],
    es: ['jabon nuevo', 'detergente nuevo', 'niquel', 'hiedra venenosa', 'tinte de pelo'], fr: ['nouveau savon', 'nouvelle lessive', 'nickel', 'teinture', 'nouvelle creme'], pt: ['sabonete novo', 'detergente novo', 'niquel', 'tintura de cabelo', 'creme novo'],
  }),
  sym('facial_flushing', 1, 'facial flushing and redness', {
    en: ['rosacea', 'facial flushing', 'face .. flush*', 'flushed cheeks', 'red cheeks .. nose', 'redness .. cheeks', 'broken veins .. face'],
    es: ['rosacea', 'enrojecimiento facial', 'cara .. roja .. mejillas'], fr: ['rosacee', 'couperose', 'rougeurs .. visage'], pt: ['rosacea', 'vermelhidao .. rosto', 'rubor facial'],
  }, { minor: 'yes' }),
  sym('pressure_sore', 3, 'pressure sore', {
    en: ['pressure sore*', 'pressure ulcer*', 'bed sore*', 'bedsore*', 'sore .. sacrum', 'sore .. heel .. bed', 'decubitus'],
    es: ['ulcera por presion', 'escara*', 'llaga .. cama'], fr: ['escarre*', 'ulcere de pression'], pt: ['escara*', 'ulcera de pressao', 'ferida de pressao'],
  }),
  sym('splinter', 1, 'splinter or small object in the skin', {
    en: ['splinter*', 'sliver', 'thorn .. stuck', 'glass .. in .. skin'], es: ['astilla*', 'espina clavada'], fr: ['echarde*', 'epine .. plantee'], pt: ['farpa*', 'espinho .. encravado'],
  }, { minor: 'yes' }),
  sym('rash_near_eye', 4, 'shingles rash on the forehead, nose tip or near the eye', {
    en: ['shingles .. eye', 'rash .. forehead .. eye', 'blisters .. near .. eye', 'blisters .. forehead', 'rash .. tip of .. nose', 'blisters .. eyelid', 'herpes zoster ophthalmicus'],
    es: ['ampollas .. frente', 'ampollas .. cerca del ojo', 'ampollas .. ojo', 'herpes .. ojo', 'ampollas .. frente .. ojo', 'culebrilla .. ojo'], fr: ['boutons .. front .. oeil', 'vesicules .. front', 'cloques .. front', 'vesicules .. oeil', 'zona ophtalmique', 'vesicules .. front .. oeil', 'zona .. oeil'], pt: ['bolhas .. testa', 'bolhas .. olho', 'herpes .. olho', 'bolhas .. testa .. olho', 'zoster oftalmico'],
  }),
  sym('cradle_cap', 1, 'cradle cap', {
    en: ['greasy scales', 'scales on .. scalp', 'yellow .. scales', 'scaly scalp', 'cradle cap', 'crusty scalp', 'yellow scales .. scalp', 'seborrh*'], es: ['costra .. cuero cabelludo', 'costra .. cabeza', 'escamas .. cabeza', 'escamitas .. cabeza', 'costra amarill*', 'costra lactea', 'dermatitis seborreica'], fr: ['croutes de lait', 'dermite seborrheique'], pt: ['crosta lactea', 'crostas .. cabeca', 'crosta lactea', 'dermatite seborreica'],
  }, { minor: 'yes' }),

  // ── bones, joints and muscles ─────────────────────────────────────────────────
  sym('leg_shortened_rotated', 4, 'leg shortened or turned outwards after a fall', {
    en: ['leg .. shorter', 'leg .. turned out', 'leg .. rotated', 'foot .. turned out', 'foot .. pointing out*', 'shortened .. leg', 'leg looks shorter'],
    es: ['pierna .. mas corta', 'pie .. girado hacia fuera', 'pierna .. rotada'], fr: ['jambe .. plus courte', 'pied .. tourne vers .. exterieur', 'jambe .. en rotation'], pt: ['perna .. mais curta', 'pe .. virado para fora', 'perna .. rodada'],
  }),
  sym('snuffbox_tenderness', 3, 'tenderness at the base of the thumb after a fall (scaphoid)', {
    en: ['snuffbox', 'base of .. thumb .. tender', 'pain .. base of .. thumb', 'thumb side of .. wrist', 'scaphoid'],
    es: ['tabaquera anatomica', 'base del pulgar', 'escafoides'], fr: ['tabatiere anatomique', 'base du pouce', 'scaphoide'], pt: ['tabaqueira anatomica', 'base do polegar', 'escafoide'],
  }),
  mod('foosh', 'fell on an outstretched hand', {
    en: ['fell on .. outstretched hand', 'fell on .. hand', 'landed on .. hand', 'landed on .. wrist', 'fell on .. wrist', 'put .. hand out', 'foosh', 'broke .. fall with .. hand'],
    es: ['cai sobre la mano', 'cai .. con la mano', 'apoye la mano'], fr: ['tombe sur la main', 'tombe .. sur le poignet', 'amorti .. avec la main'], pt: ['cai .. sobre a mao', 'cai .. com a mao', 'apoiei a mao'],
  }),
  sym('dislocation', 4, 'dislocated joint', {
    en: ['dislocat*', 'popped out', 'out of .. socket', 'came out of joint', 'shoulder .. out', 'kneecap .. moved', 'kneecap .. out', 'subluxat*'],
    es: ['luxacion', 'dislocad*', 'se salio .. hombro', 'se zafo'], fr: ['luxation', 'luxe*', 'deboit*', 'epaule .. sortie'], pt: ['luxacao', 'deslocad*', 'saiu do lugar', 'ombro .. saiu'],
  }, { implies: ['injury'] }),
  sym('tense_swollen_limb', 4, 'tense swollen limb, tight cast or pain on moving the fingers or toes', {
    en: ['cast .. too tight', 'cast .. tight', 'plaster .. tight', 'calf .. tense', 'leg .. tense', 'tense .. swollen', 'rock hard .. leg', 'rock hard .. calf', 'tight .. shiny .. swollen', 'pain .. moving .. toes', 'pain .. stretch* .. toes', 'pain .. stretch* .. fingers'],
    es: ['yeso .. apretado', 'pierna tensa', 'hinchazon tensa', 'dolor .. mover los dedos'], fr: ['platre .. serre', 'jambe tendue .. gonflee', 'mollet dur', 'douleur .. bouger les orteils'], pt: ['gesso .. apertado', 'perna tensa', 'panturrilha .. dura', 'dor .. mexer os dedos'],
  }),
  sym('hot_joint', 3, 'hot, red joint', {
    en: ['joint .. hot', 'knee .. hot', 'hot .. knee', 'hot .. joint', 'red hot .. joint', 'joint .. warm', 'knee .. warm', 'ankle .. hot', 'hot swollen', 'red .. swollen joint', 'hot and swollen'],
    es: ['articulacion caliente', 'rodilla caliente', 'caliente e hinchad*'], fr: ['articulation chaude', 'genou chaud', 'chaud et gonfle'], pt: ['articulacao quente', 'joelho quente', 'quente e inchad*'],
  }, { implies: ['joint_swelling'] }),
  risk('risk_prosthetic_joint', 'joint replacement', {
    en: ['hip replacement', 'knee replacement', 'joint replacement', 'prosthetic joint', 'new hip', 'new knee', 'arthroplasty'],
    es: ['protesis de cadera', 'protesis de rodilla', 'protesis articular'], fr: ['prothese de hanche', 'prothese de genou', 'prothese articulaire'], pt: ['protese de quadril', 'protese de joelho', 'protese articular'],
  }),
  sym('symmetric_polyarthritis', 3, 'pain and swelling in many joints on both sides', {
    en: ['many joints', 'several joints', 'multiple joints', 'all my joints', 'lots of joints', 'both hands .. swollen', 'both wrists', 'small joints', 'polyarthritis', 'joints in .. both hands'],
    es: ['varias articulaciones', 'muchas articulaciones', 'ambas manos', 'poliartritis'], fr: ['plusieurs articulations', 'les deux mains', 'polyarthrite'], pt: ['varias articulacoes', 'muitas articulacoes', 'as duas maos', 'poliartrite'],
  }, { implies: ['joint_pain'] }),
  sym('prolonged_morning_stiffness', 2, 'morning stiffness lasting over half an hour', {
    en: ['stiff .. for an hour', 'stiffness .. hour*', 'stiff .. until lunch*', 'stiff .. all morning', 'stiffness lasts', 'early morning stiffness', 'stiff .. first thing'],
    es: ['rigidez matutina', 'rigidez .. por la manana .. hora'], fr: ['raideur matinale', 'derouillage matinal'], pt: ['rigidez matinal', 'rigidez .. manha .. hora'],
  }),
  sym('girdle_stiffness', 3, 'pain and stiffness of both shoulders or hips', {
    en: ['both shoulders .. stiff', 'shoulders .. hips .. stiff', 'stiff .. shoulders .. hips', 'shoulders and hips', "can't lift .. arms .. comb", "can't lift .. arms .. hair", 'trouble .. getting out of .. chair', 'pain .. both shoulders', 'aching .. shoulders .. hips', 'polymyalgia', 'pmr'],
    es: ['polimialgia', 'rigidez .. hombros y caderas', 'dolor .. ambos hombros'], fr: ['pseudo polyarthrite', 'pseudopolyarthrite', 'raideur .. epaules .. hanches', 'douleur .. deux epaules'], pt: ['polimialgia', 'rigidez .. ombros e quadris', 'dor .. nos dois ombros'],
  }),
  sym('butterfly_rash', 3, 'rash over the cheeks and nose (butterfly rash)', {
    en: ['butterfly rash', 'malar rash', 'rash .. across .. cheeks and nose', 'rash .. cheeks .. nose', 'rash .. over .. nose .. cheeks'],
    es: ['eritema en alas de mariposa', 'rash en mariposa', 'mariposa .. cara'], fr: ['ailes de papillon', 'vespertilio'], pt: ['asa de borboleta', 'rash malar', 'borboleta .. rosto'],
  }, { implies: ['rash'] }),
  sym('raynaud', 2, 'fingers turning white or blue in the cold', {
    en: ['raynaud*', 'fingers .. turn white', 'fingers .. go white', 'fingers .. white .. cold', 'fingers .. change colo*', 'fingers .. white then blue', 'white fingers'],
    es: ['raynaud', 'dedos .. blancos .. frio', 'dedos .. cambian de color'], fr: ['raynaud', 'doigts .. blancs .. froid', 'doigts .. changent de couleur'], pt: ['raynaud', 'dedos .. brancos .. frio', 'dedos .. mudam de cor'],
  }),
  sym('whiplash', 2, 'neck pain after a car crash (whiplash)', {
    en: ['whiplash', 'neck .. after .. crash', 'neck .. after .. accident', 'rear ended'],
    es: ['latigazo cervical', 'esguince cervical'], fr: ['coup du lapin', 'entorse cervicale'], pt: ['chicote cervical', 'efeito chicote', 'entorse cervical'],
  }, { implies: ['neck_pain'] }),
  sym('heel_pain_morning', 2, 'heel pain worst with the first steps in the morning', {
    en: ['plantar fasci*', 'pain .. first steps .. morning', 'heel pain .. morning', 'heel .. first thing in the morning', 'heel .. first steps', 'first steps in the morning', 'policeman* heel', 'bottom of .. heel'],
    es: ['fascitis plantar', 'dolor de talon .. manana', 'espolon'], fr: ['fasciite plantaire', 'aponevrosite plantaire', 'epine calcaneenne', 'talon .. matin'], pt: ['fascite plantar', 'esporao', 'dor no calcanhar .. manha'],
  }, { minor: 'yes' }),
  sym('elbow_epicondyle_pain', 2, 'outer or inner elbow pain (tennis or golfer\'s elbow)', {
    en: ['tennis elbow', "golfer's elbow", 'golfers elbow', 'outer elbow', 'outside of .. elbow', 'inner elbow', 'epicondyl*', 'pain .. elbow .. gripping'],
    es: ['codo de tenista', 'codo de golfista', 'epicondilitis'], fr: ['tennis elbow', 'epicondylite', 'coude du tennisman', 'coude du golfeur'], pt: ['cotovelo de tenista', 'epicondilite', 'cotovelo de golfista'],
  }, { minor: 'yes' }),
  sym('shoulder_overhead_pain', 2, 'shoulder pain on lifting the arm or reaching overhead', {
    en: ['painful arc', 'rotator cuff', 'pain .. reaching overhead', 'pain .. lifting .. arm', 'shoulder .. reaching up', 'shoulder impingement', 'adhesive capsulitis', 'shoulder .. getting dressed'],
    es: ['manguito rotador', 'dolor de hombro .. levantar el brazo', 'hombro congelado', 'tendinitis del hombro'], fr: ['coiffe des rotateurs', 'epaule gelee', 'capsulite', 'douleur .. lever le bras'], pt: ['manguito rotador', 'ombro congelado', 'capsulite adesiva', 'dor .. levantar o braco'],
  }),
  mod('overuse', 'overuse or a recent increase in activity', {
    en: ['overuse', 'repetitive', 'new training', 'increased .. training', 'increased .. mileage', 'started running', 'repetitive strain', 'rsi', 'new exercise', 'typing all day'],
    es: ['sobrecarga', 'uso excesivo', 'movimiento repetitivo', 'empece a correr'], fr: ['surmenage', 'surutilisation', 'mouvement repetitif', 'augmente .. entrainement'], pt: ['sobrecarga', 'uso excessivo', 'movimento repetitivo', 'comecei a correr'],
  }),
  sym('open_fracture_signs', 5, 'bone through the skin (open fracture)', {
    en: ['open fracture', 'compound fracture', 'bone .. through .. skin', 'bone .. poking through', 'can see the bone', 'bone .. visible', 'bone .. showing'],
    es: ['fractura abierta', 'fractura expuesta', 'hueso .. fuera .. piel'], fr: ['fracture ouverte', 'os .. a travers la peau'], pt: ['fratura exposta', 'fratura aberta', 'osso .. para fora'],
  }, { implies: ['fracture_signs'] }),
  sym('limp', 3, 'limping or refusing to walk', {
    en: ['had a limp', 'has a limp', 'a limp and', 'limp x', 'limping x', 'reluctant to weight bear', 'reluctant to bear weight', "won't weight bear", 'cannot stand up', "can't stand up", 'not able to stand', "can't get up off the floor", 'refus* .. weight', "won't put .. weight", 'not putting .. weight', 'not weight bearing', 'non weight bearing', 'limping', 'limps', 'walking with a limp', 'has a limp', 'hobbl*', "won't walk", 'refus* to walk', "won't put .. weight", 'stopped walking', 'favouring .. leg', 'favoring .. leg'],
    es: ['cojea', 'cojera', 'rengo', 'no quiere caminar', 'no apoya la pierna'], fr: ['boite depuis', 'il boite', 'elle boite', 'veut pas poser le pied', 'boiterie', 'il boite', 'elle boite', 'ne veut plus marcher', 'refuse de marcher'], pt: ['mancando', 'manca', 'mancar', 'nao quer andar', 'claudicando'],
  }),
  sym('not_using_arm', 3, 'child not using an arm', {
    en: ["won't use .. arm", 'not using .. arm', 'refus* to use .. arm', 'arm .. hanging', 'holding .. arm .. still', 'pulled elbow', 'nursemaid*', "won't move .. arm"],
    es: ['no usa el brazo', 'no mueve el brazo', 'codo de nineras', 'pronacion dolorosa'], fr: ['utilise plus .. bras', 'ne bouge plus .. bras', 'pronation douloureuse'], pt: ['nao usa o braco', 'nao mexe o braco', 'pronacao dolorosa', 'cotovelo de baba'],
  }),
  risk('risk_osteoporosis', 'osteoporosis', {
    en: ['osteoporosis', 'osteopenia', 'brittle bones', 'alendronate', 'fosamax', 'bisphosphonate*', 'thin bones'],
    es: ['osteoporosis', 'osteopenia', 'huesos fragiles'], fr: ['osteoporose', 'osteopenie'], pt: ['osteoporose', 'osteopenia', 'ossos frageis'],
  }),
  risk('risk_ivdu', 'injects drugs', {
    en: ['i inject', 'inject drugs', 'injecting drugs', 'injects drugs', 'iv drug*', 'ivdu', 'pwid', 'injects heroin', 'inject heroin'],
    es: ['drogas inyectables', 'se inyecta', 'inyecta drogas'], fr: ['drogues injectables', 'injecte .. drogue*', 'toxicomanie intraveineuse'], pt: ['drogas injetaveis', 'injeta drogas', 'usuario de drogas injetaveis'],
  }),

  // ── blood vessels ─────────────────────────────────────────────────────────────
  sym('pulsating_abdominal_mass', 4, 'pulsating lump in the abdomen', {
    en: ['pulsating .. belly', 'pulsating .. abdomen', 'pulsating .. stomach', 'pulsatile mass', 'throbbing lump .. belly', 'heartbeat .. in .. belly', 'pulsing .. abdomen'],
    es: ['masa pulsatil', 'latido .. abdomen', 'bulto que late .. barriga'], fr: ['masse pulsatile', 'battements .. ventre', 'boule qui bat .. ventre'], pt: ['massa pulsatil', 'pulsando .. barriga', 'caroco que pulsa .. barriga'],
  }),
  sym('tearing_pain', 4, 'tearing or ripping pain', {
    en: ['like something tear*', 'something tear*', 'tearing pain', 'ripping pain', 'like .. being torn', 'like .. ripping', 'tearing sensation'],
    es: ['dolor desgarrador', 'como si se desgarrara', 'como un desgarro'], fr: ['douleur dechirante', 'comme un dechirement'], pt: ['dor dilacerante', 'como se estivesse rasgando'],
  }),
  sym('rest_pain_foot', 3, 'foot pain at rest or at night, eased by hanging the leg down', {
    en: ['foot .. pain .. at night', 'hang* .. leg .. out of bed', 'hang* .. foot .. out of bed', 'sleep in a chair .. leg', 'pain .. toes .. at rest', 'rest pain'],
    es: ['dolor en reposo .. pie', 'cuelgo la pierna .. cama'], fr: ['douleur de decubitus', 'jambe pendante .. lit'], pt: ['dor em repouso .. pe', 'pendurar a perna .. cama'],
  }),
  sym('toe_gangrene', 4, 'black toe or gangrene', {
    en: ['black toe*', 'toe* .. turning black', 'toe* .. gone black', 'gangrene', 'gangrenous', 'foot .. turning black'],
    es: ['dedo negro', 'gangrena', 'dedo .. negro'], fr: ['orteil noir', 'gangrene', 'orteil .. noirci'], pt: ['dedo preto', 'gangrena', 'dedo .. escurecendo'],
  }),
  sym('tender_cord_vein', 2, 'hard, tender, red vein', {
    en: ['hard .. vein', 'vein .. hard', 'vein .. tender', 'tender .. vein', 'painful vein', 'cord .. under .. skin', 'phlebitis', 'thrombophlebitis', 'red .. line .. along .. vein'],
    es: ['flebitis', 'vena .. dura', 'cordon .. doloroso'], fr: ['phlebite superficielle', 'veine .. dure', 'cordon .. douloureux'], pt: ['flebite', 'veia .. dura', 'cordao .. doloroso'],
  }),
  sym('venous_skin_changes', 1, 'brown staining or eczema of the lower legs', {
    en: ['brown .. staining .. legs', 'brown skin .. ankles', 'venous eczema', 'varicose eczema', 'hardened skin .. legs', 'lipodermatosclerosis', 'stasis dermatitis'],
    es: ['manchas marrones .. piernas', 'dermatitis de estasis', 'eczema varicoso'], fr: ['dermite ocre', 'eczema variqueux', 'taches brunes .. jambes'], pt: ['manchas marrons .. pernas', 'dermatite de estase', 'eczema varicoso'],
  }),

  // ── trauma and wounds ─────────────────────────────────────────────────────────
  sym('jaw_stiffness', 3, 'stiff or locked jaw (trismus)', {
    en: ['stiff jaw', 'jaw .. stiff*', 'lockjaw', 'lock jaw', 'jaw .. locked', 'jaw .. stuck shut', 'hard to open .. mouth', 'trouble opening .. mouth', 'difficulty opening .. mouth'],
    es: ['mandibula rigida', 'rigidez .. mandibula', 'trismo', 'dificultad para abrir la boca', 'mandibula trabada'], fr: ['machoire raide', 'machoire bloquee', 'trismus', 'difficulte a ouvrir la bouche'], pt: ['mandibula travada', 'rigidez .. mandibula', 'trismo', 'dificuldade para abrir a boca'],
  }),
  sym('muscle_spasms', 3, 'painful muscle spasms', {
    en: ['muscle spasm*', 'painful spasm*', 'spasms', 'body .. spasm*', 'spasm* .. whole body', 'arching .. back', 'back .. arching', 'neck .. spasm*'],
    es: ['espasmo*', 'espasmos musculares', 'contracciones .. dolorosas'], fr: ['spasme*', 'contractures .. douloureuses'], pt: ['espasmo*', 'contracoes .. dolorosas'],
  }),
  risk('risk_unvaccinated', 'not vaccinated or tetanus not up to date', {
    en: ['not vaccinated', 'unvaccinated', 'no vaccines', 'never vaccinated', 'not immunised', 'not immunized', 'no tetanus .. shot', 'no tetanus .. jab', 'tetanus .. not up to date', 'tetanus .. out of date', 'never had .. tetanus', 'last tetanus .. years ago', 'vaccines .. not up to date', 'missed .. vaccin*'],
    es: ['no vacunad*', 'sin vacunas', 'vacunas .. no al dia', 'sin antitetanica'], fr: ['non vaccine*', 'pas vaccine*', 'vaccins .. pas a jour', 'pas de rappel .. tetanos'], pt: ['nao vacinad*', 'sem vacina*', 'vacinas .. atrasadas', 'sem antitetanica'],
  }),
  mod('contaminated_wound', 'wound contaminated with soil, rust or manure', {
    en: ['rusty', 'soil', 'dirt in .. wound', 'dirty wound', 'manure', 'barbed wire', 'garden fork', 'gardening .. cut'],
    es: ['oxidad*', 'tierra .. herida', 'herida sucia', 'estiercol', 'clavo oxidado'], fr: ['rouille*', 'terre .. plaie', 'plaie sale', 'fumier', 'clou rouille'], pt: ['enferrujad*', 'terra .. ferida', 'ferida suja', 'esterco', 'prego enferrujado'],
  }),
  sym('crush_mechanism', 4, 'crushed or trapped under a heavy weight', {
    en: ['crushed under', 'crushed by', 'crush injury', 'trapped under', 'pinned under', 'run over by', 'stuck under .. hours', 'heavy .. fell on', 'caught in .. machine'],
    es: ['aplastad*', 'atrapado debajo', 'aplastamiento'], fr: ['ecrase*', 'ecrasement', 'coince sous'], pt: ['esmagad*', 'esmagamento', 'preso debaixo'],
  }, { implies: ['injury'] }),
  sym('high_energy_mechanism', 4, 'high-energy injury (fall from height, hit by a car, high-speed crash)', {
    en: ['motorbike crash', 'motorcycle crash', 'mph', 'km/h', 'crash at', 'fell off .. scaffold*', 'fell from .. height', 'fall from .. height', 'fell from .. ladder', 'fell off .. ladder', 'fell off .. roof', 'fell from .. roof', 'hit by a car', 'hit by .. car', 'motorbike accident', 'motorcycle accident', 'high speed', 'rollover', 'thrown from', 'ejected from'],
    es: ['cayo de .. altura', 'atropellad*', 'accidente de moto', 'alta velocidad', 'cayo de .. escalera'], fr: ['chute de .. hauteur', 'renverse par une voiture', 'accident de moto', 'grande vitesse', 'tombe .. echelle'], pt: ['caiu de .. altura', 'atropelad*', 'acidente de moto', 'alta velocidade', 'caiu da escada'],
  }, { implies: ['injury'] }),
  sym('penetrating_wound', 5, 'stab or gunshot wound', {
    en: ['stabbed .. chest', 'stabbed l chest', 'stabbed .. abdo*', 'stabbed .. belly', 'stabbed with', 'been stabbed', 'got stabbed', 'was stabbed', 'stabbed in the', 'stab wound', 'knife wound', 'gunshot', 'been shot', 'impaled', 'nail gun'],
    es: ['apunalad*', 'herida de arma blanca', 'herida de bala', 'baleado'], fr: ['poignarde*', 'coup de couteau', 'blessure par balle', 'par balle'], pt: ['esfaquead*', 'facada', 'levou um tiro', 'baleado'],
  }, { implies: ['wound'] }),
  sym('snake_bite', 4, 'snake bite', {
    en: ['snake bite', 'snakebite', 'bitten by .. snake', 'snake .. bit', 'adder', 'viper', 'rattlesnake'],
    es: ['mordedura de serpiente', 'mordedura de vibora', 'me mordio una serpiente'], fr: ['morsure de serpent', 'morsure de vipere', 'mordu par un serpent'], pt: ['picado por uma cobra', 'mordido por uma cobra', 'picada de cobra', 'mordida de cobra', 'picada de cobra', 'mordida de cobra', 'picado por cobra', 'cobra .. mordeu'],
  }),
  mod('rabies_risk_animal', 'bite or scratch from a bat, monkey, stray or wild animal (rabies risk)', {
    en: ['rabies', 'stray dog', 'stray cat', 'monkey', 'by a bat', 'a bat', 'bitten abroad', 'dog abroad', 'wild animal', 'fox'],
    es: ['virus de la rabia', 'vacuna antirrabica', 'perro callejero', 'murcielago', 'mordedura de mono'], fr: ['vaccin antirabique', 'chien errant', 'chauve souris', 'singe'], pt: ['vacina antirrabica', 'cachorro de rua', 'morcego', 'macaco'],
  }),

  // ── older people ──────────────────────────────────────────────────────────────
  sym('long_lie', 4, 'could not get up after a fall (long lie)', {
    en: ['long lie', "couldn't get up", 'could not get up', "can't get up off", 'unable to get up', 'on the floor .. hours', 'on the floor all night', 'lying on the floor for', 'found lying on the floor', 'floor overnight', 'stuck on the floor'],
    es: ['no se pudo levantar', 'en el suelo .. horas', 'toda la noche en el suelo'], fr: ['pas pu se relever', 'au sol .. heures', 'par terre toute la nuit'], pt: ['nao conseguiu levantar', 'no chao .. horas', 'a noite toda no chao'],
  }, { implies: ['fall'] }),
  sym('functional_decline', 3, 'sudden decline in function (off legs, not coping)', {
    en: ['off .. legs', 'gone off .. legs', 'not coping', 'not managing at home', "can't get out of bed", 'stopped eating and drinking', 'going downhill', 'gone downhill', 'more frail', 'bed bound', 'bedbound'],
    es: ['ya no se levanta', 'no se vale por si mism*', 'mas fragil'], fr: ['ne se leve plus', 'perte .. autonomie', 'se degrade'], pt: ['nao levanta mais da cama', 'perda de autonomia', 'mais fragil'],
  }),
  risk('risk_frailty', 'frail or dependent', {
    en: ['frail', 'care home', 'nursing home', 'housebound', 'walking frame', 'zimmer', 'uses a walker', 'wheelchair', 'assisted living'],
    es: ['residencia de ancianos', 'fragil', 'andador', 'silla de ruedas'], fr: ['ehpad', 'maison de retraite', 'deambulateur', 'fauteuil roulant'], pt: ['casa de repouso', 'asilo', 'fragil', 'andador', 'cadeira de rodas'],
  }),

  // ── children ──────────────────────────────────────────────────────────────────
  sym('prolonged_fever', 3, 'fever for five days or more', {
    en: ['fever .. for 5 days', 'fever .. for five days', 'fever .. for a week', 'fever .. for 6 days', 'fever .. for 7 days', 'fever .. over 5 days', 'fever .. more than 5 days', 'fever .. more than a week', 'fever .. 5 days', 'fever .. five days', 'fever .. 6 days', 'fever .. 7 days', 'fever .. 10 days', 'fevers .. for .. week*', 'temperature .. for .. week', 'persistent fever', 'prolonged fever', 'fever .. not going away', "fever .. won't go away"],
    es: ['fiebre .. 5 dias', 'fiebre .. una semana', 'fiebre persistente', 'fiebre prolongada'], fr: ['fievre .. 5 jours', 'fievre .. une semaine', 'fievre persistante', 'fievre prolongee'], pt: ['febre .. 5 dias', 'febre .. uma semana', 'febre persistente', 'febre prolongada'],
  }, { implies: ['fever'] }),
  sym('swollen_hands_feet', 2, 'red or swollen hands and feet', {
    en: ['swollen hands and feet', 'hands and feet .. swollen', 'hands .. feet .. red', 'red palms', 'red .. soles', 'palms .. red', 'puffy hands and feet'],
    es: ['manos y pies hinchados', 'palmas rojas', 'plantas .. rojas'], fr: ['mains et pieds gonfles', 'paumes rouges', 'plantes .. rouges'], pt: ['maos e pes inchados', 'palmas vermelhas', 'plantas .. vermelhas'],
  }),
  sym('unexplained_injury', 4, 'unexplained bruising or injury (especially in a baby)', {
    en: ['unexplained bruis*', 'unexplained injur*', 'unexplained fracture', 'bruis* .. baby', 'baby .. bruis*', 'bruis* .. not crawling', 'bruis* .. not .. walking', 'bruis* .. infant', 'bruis* .. month old', 'month old .. bruis*', 'not crawling yet .. bruis*', 'bruis* .. non mobile', 'inconsistent .. explanation', 'explanation .. not .. fit', 'non accidental', 'bite marks', 'cigarette burn*', 'bruises .. different ages', 'finger marks', 'grab marks'],
    es: ['moretones .. bebe', 'lesiones inexplicables', 'no tiene explicacion', 'maltrato infantil'], fr: ['bleus .. bebe', 'blessures inexpliquees', 'maltraitance', 'lesions inexpliquees'], pt: ['hematomas .. bebe', 'lesoes inexplicadas', 'maus tratos', 'machucados sem explicacao'],
  }),
  sym('abuse_disclosed', 4, 'abuse or domestic violence disclosed', {
    en: ['being abused', 'abusive', 'hits me', 'beats me', 'domestic violence', 'domestic abuse', 'afraid of .. partner', 'scared of .. partner', 'hurts the kids', 'sexually abused', 'child abuse'],
    es: ['me pega', 'violencia domestica', 'abusa de mi', 'abuso sexual'], fr: ['me frappe', 'violence conjugale', 'violences conjugales', 'abus sexuel'], pt: ['me bate', 'violencia domestica', 'abuso sexual', 'agressao .. parceiro'],
  }),
  sym('excessive_crying', 2, 'long bouts of crying in a well baby', {
    en: ['crying for hours', 'cries for hours', 'screaming for hours', 'crying .. every evening', 'cries .. every evening', 'crying .. every night', 'draws .. legs up', 'pulls .. legs up', 'infant colic', 'baby colic'],
    es: ['llora .. horas', 'llora .. todas las tardes', 'colico del lactante'], fr: ['pleure .. des heures', 'pleure .. tous les soirs', 'coliques du nourrisson'], pt: ['chora .. horas', 'chora .. todas as noites', 'colica do bebe'],
  }, { minor: 'mild' }),
  mod('otherwise_well', 'otherwise well (feeding, playing, acting normally)', {
    en: ['otherwise well', 'otherwise fine', 'otherwise healthy', 'feeding well', 'eating .. normally', 'drinking .. normally', 'playing normally', 'still playing', 'acting normal*', 'alert and playing', 'thriving'],
    es: ['por lo demas bien', 'come bien', 'juega normal'], fr: ['par ailleurs bien', 'mange bien', 'joue normalement'], pt: ['no resto bem', 'mamando bem', 'brincando normal', 'comendo bem'],
  }),
];
