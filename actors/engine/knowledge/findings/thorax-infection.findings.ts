// Why this exists: findings the condition model's thorax-infection conditions need that the base lexicon lacks,
// with lay, third-person, clinical and abbreviated phrasings in en, es, fr and pt.
import { mod, risk, sym, type FindingDef } from '../finding.builders.ts';

export const FINDINGS_THORAX_INFECTION: FindingDef[] = [
  // ── cardiovascular ─────────────────────────────────────────────────────────────
  sym('tearing_chest_pain', 5, 'tearing or ripping chest or back pain', {
    en: ['tearing pain', 'tearing .. chest', 'tearing .. back', 'ripping pain', 'ripping .. chest', 'ripping .. back', 'pain .. tearing', 'feels like .. tearing', 'feels like .. ripping', 'pain .. between .. shoulder blades .. sudden', 'aortic dissection', 'dissection'],
    es: ['dolor desgarrante', 'dolor .. desgarro', 'como si me desgarraran', 'diseccion aortica'], fr: ['douleur dechirante', 'dechirure .. poitrine', 'dechirure .. dos', 'dissection aortique'], pt: ['dor lancinante .. costas', 'dor .. rasgando', 'como se estivesse rasgando', 'disseccao aortica', 'disseccao de aorta'],
  }, { implies: ['chest_pain'] }),
  sym('arm_bp_difference', 4, 'different blood pressure or pulse between the arms', {
    en: ['different .. blood pressure .. each arm', 'blood pressure .. different .. arms', 'bp .. different .. arms', 'different .. bp .. arms', 'pulse .. weaker .. one arm', 'weak pulse .. one arm', 'pulse deficit', 'unequal pulses'],
    es: ['presion diferente .. brazos', 'pulso .. debil .. un brazo'], fr: ['tension differente .. bras', 'pouls .. faible .. un bras', 'asymetrie tensionnelle'], pt: ['pressao diferente .. bracos', 'pulso .. fraco .. um braco'],
  }),
  sym('positional_chest_pain', 3, 'chest pain better sitting forward, worse lying flat', {
    en: ['better .. leaning forward', 'better .. sitting forward', 'better .. sit up and lean forward', 'relieved by leaning forward', 'eased by leaning forward', 'worse .. lying flat', 'worse when .. lie down', 'worse .. lying back', 'pericarditis'],
    es: ['mejora .. inclinarme hacia adelante', 'mejora al sentarme', 'empeora al acostarme', 'pericarditis'], fr: ['soulage* .. penche* en avant', 'pire .. allonge*', 'pericardite'], pt: ['melhora .. inclinar para frente', 'piora .. deitar', 'pericardite'],
  }),
  sym('pink_frothy_sputum', 5, 'pink frothy sputum', {
    en: ['pink frothy', 'frothy pink', 'pink foamy', 'foamy pink', 'frothy sputum', 'frothy spit', 'pink .. froth*', 'bubbly pink'],
    es: ['esputo rosado', 'espuma rosada', 'esputo espumoso'], fr: ['crachats mousseux', 'crachat* rose*', 'mousse rose'], pt: ['escarro rosado', 'espuma rosada', 'escarro espumoso'],
  }, { implies: ['productive_cough'] }),
  sym('distended_neck_veins', 4, 'bulging neck veins', {
    en: ['neck veins .. bulging', 'bulging .. neck veins', 'distended neck vein*', 'neck veins .. distended', 'neck veins .. swollen', 'swollen neck veins', 'raised jvp', 'elevated jvp', 'jvd', 'jugular venous distension'],
    es: ['venas del cuello .. hinchadas', 'ingurgitacion yugular'], fr: ['veines du cou .. gonflees', 'turgescence jugulaire'], pt: ['veias do pescoco .. saltadas', 'veias do pescoco .. inchadas', 'turgencia jugular'],
  }),
  sym('face_arm_swelling', 4, 'swelling of the face, neck and arms', {
    en: ['face and neck .. swollen', 'swelling .. face and neck', 'face and arms .. swollen', 'swelling .. face and arms', 'swollen face and neck', 'shirt collar .. tight', 'collar .. too tight', 'face .. puffy .. arms'],
    es: ['cara y cuello hinchados', 'hinchazon .. cara y cuello', 'cara y brazos hinchados'], fr: ['visage et cou gonfles', 'gonflement .. visage et cou', 'visage et bras gonfles'], pt: ['rosto e pescoco inchados', 'inchaco .. rosto e pescoco', 'rosto e bracos inchados'],
  }),
  sym('yellow_vision', 3, 'yellow-green tinted vision', {
    en: ['yellow vision', 'seeing yellow', 'everything looks yellow', 'yellow tint', 'green tint .. vision', 'yellow halos', 'xanthopsia'],
    es: ['veo amarillo', 'vision amarilla', 'todo amarillo'], fr: ['vision jaune', 'vois jaune', 'tout jaune'], pt: ['vejo amarelo', 'visao amarelada', 'tudo amarelo'],
  }),
  sym('heart_murmur', 3, 'heart murmur', {
    en: ['heart murmur', 'new murmur', 'murmur', 'valve .. leaking', 'leaky valve'],
    es: ['soplo', 'soplo cardiaco'], fr: ['souffle cardiaque', 'souffle au coeur'], pt: ['sopro', 'sopro cardiaco', 'sopro no coracao'],
  }),
  risk('risk_valve_disease', 'heart valve disease or replacement', {
    en: ['valve replacement', 'replaced valve', 'prosthetic valve', 'mechanical valve', 'artificial valve', 'aortic stenosis', 'mitral stenosis', 'mitral regurg*', 'aortic regurg*', 'valve disease', 'tavi', 'heart valve'],
    es: ['valvula mecanica', 'protesis valvular', 'estenosis aortica', 'valvulopatia', 'cambio de valvula'], fr: ['valve mecanique', 'prothese valvulaire', 'retrecissement aortique', 'valvulopathie'], pt: ['valvula mecanica', 'protese valvar', 'estenose aortica', 'valvulopatia', 'troca de valvula'],
  }),
  risk('risk_family_sudden_death', 'family history of sudden cardiac death', {
    en: ['family history of sudden death', 'died suddenly .. young', 'sudden cardiac death', 'sudden death in .. family', 'relative .. died suddenly', 'cardiomyopathy in .. family', 'hypertrophic cardiomyopathy', 'hcm', 'long qt', 'brugada'],
    es: ['muerte subita .. familia', 'murio de repente .. joven', 'miocardiopatia hipertrofica'], fr: ['mort subite .. famille', 'mort subite', 'cardiomyopathie hypertrophique'], pt: ['morte subita .. familia', 'morreu de repente .. jovem', 'cardiomiopatia hipertrofica'],
  }),
  risk('risk_stimulant_use', 'cocaine or amphetamine use', {
    en: ['cocaine', 'crack cocaine', 'meth', 'methamphetamine', 'amphetamine*', 'ecstasy', 'mdma', 'stimulant*'],
    es: ['cocaina', 'coca', 'anfetamina*', 'metanfetamina', 'extasis'], fr: ['cocaine', 'coke', 'amphetamine*', 'ecstasy', 'mdma'], pt: ['cocaina', 'crack', 'anfetamina*', 'metanfetamina', 'ecstasy'],
  }),
  risk('risk_digoxin', 'takes digoxin', { en: ['digoxin', 'lanoxin', 'digitalis'], es: ['digoxina'], fr: ['digoxine', 'digitalique*'], pt: ['digoxina'] }),
  risk('risk_ace_inhibitor', 'takes an ACE inhibitor', {
    en: ['ace inhibitor*', 'lisinopril', 'enalapril', 'ramipril', 'perindopril', 'captopril', 'quinapril', 'benazepril', 'sacubitril'],
    es: ['enalapril', 'ramipril', 'captopril', 'ieca'], fr: ['ramipril', 'perindopril', 'enalapril', 'iec'], pt: ['enalapril', 'captopril', 'ramipril', 'ieca'],
  }),
  mod('recent_viral_illness', 'recent viral illness', {
    en: ['after a cold', 'after .. flu', 'after .. virus', 'after .. viral', 'recent .. virus', 'recent .. viral', 'recent .. cold', 'recent .. flu', 'had the flu', 'had flu', 'had covid', 'after covid', 'since .. cold', 'since .. flu', 'following .. viral', 'had .. chest infection'],
    es: ['despues de .. gripe', 'despues de .. resfriado', 'tuve gripe', 'tuve un resfriado', 'despues de .. virus'], fr: ['apres .. grippe', 'apres .. rhume', 'apres .. virus', 'eu la grippe', 'eu un rhume'], pt: ['depois de .. gripe', 'depois de .. resfriado', 'tive gripe', 'depois de .. virose', 'apos .. virose'],
  }),

  // ── respiratory ───────────────────────────────────────────────────────────────
  sym('persistent_cough', 3, 'cough lasting three weeks or more', {
    en: ['persistent cough', 'cough .. for weeks', 'cough .. three weeks', 'cough .. 3 weeks', 'cough .. 4 weeks', 'cough .. 6 weeks', 'cough .. for months', 'cough .. a month', 'cough .. won\'t go away', 'cough .. not going away', 'chronic cough', 'lingering cough'],
    es: ['tos persistente', 'tos .. semanas', 'tos .. meses', 'tos cronica', 'tos que no se quita'], fr: ['toux persistante', 'toux .. semaines', 'toux .. mois', 'toux chronique'], pt: ['tosse persistente', 'tosse .. semanas', 'tosse .. meses', 'tosse cronica', 'tosse que nao passa'],
  }, { implies: ['cough'] }),
  sym('dry_cough', 2, 'dry cough', {
    en: ['dry cough', 'tickly cough', 'tickling cough', 'non productive cough', 'nonproductive cough', 'unproductive cough', 'dry hacking'],
    es: ['tos seca', 'tos irritativa'], fr: ['toux seche', 'toux irritative'], pt: ['tosse seca', 'tosse irritativa'],
  }, { minor: 'yes', implies: ['cough'] }),
  sym('nocturnal_cough', 2, 'cough at night', {
    en: ['cough* at night', 'cough* .. at night', 'night time cough*', 'nighttime cough*', 'cough* .. wakes .. up', 'waking .. coughing', 'cough* .. worse at night'],
    es: ['tos .. noche', 'tos nocturna'], fr: ['toux .. nuit', 'toux nocturne'], pt: ['tosse .. noite', 'tosse noturna'],
  }, { implies: ['cough'] }),
  sym('purulent_sputum', 2, 'discoloured (green or yellow) sputum', {
    en: ['green phlegm', 'green sputum', 'yellow phlegm', 'yellow sputum', 'green mucus', 'purulent sputum', 'discoloured sputum', 'discolored sputum', 'thick green', 'brown phlegm', 'rusty sputum', 'more phlegm than usual', 'sputum .. changed colour', 'sputum .. changed color'],
    es: ['flema verde', 'flema amarilla', 'esputo purulento', 'esputo verde'], fr: ['crachats verts', 'crachats jaunes', 'expectoration purulente'], pt: ['catarro verde', 'catarro amarelo', 'escarro purulento'],
  }, { implies: ['productive_cough'] }),
  sym('paroxysmal_cough', 3, 'coughing fits (whoop or vomiting after coughing)', {
    en: ['coughing fit*', 'fits of coughing', 'bouts of coughing', 'coughing bout*', 'whoop*', 'paroxysm* .. cough*', 'cough* until .. vomit*', 'cough* .. then .. vomit*', 'cough* .. so hard .. vomit*', 'cough* .. so hard .. sick', 'post tussive', 'post-tussive', 'pertussis', '100 day cough', 'hundred day cough'],
    es: ['tos ferina', 'accesos de tos', 'ataques de tos', 'tos .. hasta vomitar', 'tos convulsiva'], fr: ['coqueluche', 'quintes de toux', 'quinte de toux', 'tousse .. jusqu\'a vomir'], pt: ['coqueluche', 'crises de tosse', 'acessos de tosse', 'tosse .. ate vomitar', 'tosse comprida'],
  }, { implies: ['cough'] }),
  sym('crackles', 3, 'crackles heard in the chest', {
    en: ['crackles', 'crackling .. chest', 'crepitations', 'creps', 'rales', 'rattling .. chest', 'chest .. rattl*', 'bubbling .. chest'],
    es: ['crepitantes', 'estertores', 'pecho .. suena'], fr: ['crepitants', 'rales', 'crepitements'], pt: ['crepitacoes', 'estertores', 'chiado com roncos', 'peito .. chiando'],
  }),
  sym('infant_apnea', 5, 'pauses in breathing or going blue in a baby', {
    en: ['apnoeic', 'apneic', 'apnea episode*', 'apnoea episode*', 'apnoea in .. baby', 'stopped breathing for', 'stops breathing for', 'pauses in .. breathing', 'breathing pauses', 'pause* .. breathing .. seconds', 'went blue and stopped', 'turned blue .. stopped breathing'],
    es: ['deja de respirar', 'dejo de respirar', 'pausas .. respiracion', 'episodio de apnea'], fr: ['pauses dans sa respiration', 'pauses respiratoires', 'arrete de respirer', 'arrete de respirer', 'pauses respiratoires', 'episode d\'apnee'], pt: ['parou de respirar', 'para de respirar', 'pausas na respiracao', 'episodio de apneia'],
  }),
  sym('stridor_at_rest', 5, 'noisy breathing (stridor) at rest', {
    en: ['harsh noise breathing in', 'noise breathing in .. sitting still', 'even when .. sitting still', 'stridor at rest', 'stridor .. resting', 'stridor .. when calm', 'stridor .. when .. sleeping', 'noisy breathing .. at rest', 'noisy breathing .. resting', 'noisy breathing .. when .. calm', 'noisy breathing .. asleep', 'noisy breathing .. sleeping', 'noisy breathing .. sitting still', 'harsh .. breathing .. at rest', 'high pitched .. breathing in'],
    es: ['estridor en reposo', 'ruido al respirar .. en reposo', 'ruido al respirar .. dormido'], fr: ['stridor au repos', 'respiration bruyante au repos'], pt: ['estridor em repouso', 'barulho ao respirar .. repouso', 'barulho ao respirar .. dormindo'],
  }, { implies: ['stridor'] }),
  sym('tripod_position', 5, 'sitting forward to breathe (tripod position)', {
    en: ['sitting forward with .. mouth open', 'sits forward .. drool*', 'sitting forward .. drool*', 'leaning forward .. drool*', 'tripod*', 'leaning forward to breathe', 'sitting forward to breathe', 'sitting .. leaning forward .. drooling'],
    es: ['posicion de tripode', 'inclinado hacia adelante para respirar'], fr: ['position du trepied', 'penche en avant pour respirer'], pt: ['posicao de tripe', 'inclinado para frente para respirar'],
  }),
  sym('choking_episode', 4, 'choking episode', {
    en: ['choked on', 'choking on', 'choking episode', 'started choking', 'was choking', 'choking fit', 'inhaled .. peanut', 'inhaled .. nut', 'inhaled .. piece', 'inhaled .. toy', 'breathed in .. peanut', 'breathed in .. piece', 'aspirated', 'swallowed .. wrong way', 'went down the wrong way', 'peanut .. went down', 'small toy .. mouth'],
    es: ['se atraganto', 'atragantamiento', 'se ahogo con', 'aspiro un'], fr: ['s\'est etouffe', 'fausse route', 'a inhale', 'etouffement'], pt: ['engasgou', 'engasgo', 'engasgado', 'aspirou um'],
  }),
  sym('finger_clubbing', 2, 'clubbed fingers', {
    en: ['clubbing', 'clubbed fingers', 'fingertips .. swollen .. round', 'drumstick fingers', 'nails .. curved .. round'],
    es: ['dedos en palillo de tambor', 'acropaquia'], fr: ['hippocratisme digital', 'doigts en baguette de tambour'], pt: ['baqueteamento digital', 'dedos em baqueta'],
  }),
  sym('daytime_sleepiness', 2, 'excessive daytime sleepiness', {
    en: ['daytime sleepiness', 'sleepy during the day', 'falls asleep during the day', 'fall asleep during the day', 'falling asleep .. driving', 'falling asleep at work', 'dozing off', 'nodding off', 'always sleepy', 'tired after .. full night', 'unrefreshing sleep'],
    es: ['somnolencia diurna', 'me duermo durante el dia', 'se duerme .. dia'], fr: ['somnolence diurne', 'endormi .. journee', 's\'endort .. journee'], pt: ['sonolencia diurna', 'durmo durante o dia', 'cochilando .. dia'],
  }),
  sym('co_exposure', 5, 'possible carbon monoxide exposure', {
    en: ['carbon monoxide', 'co alarm', 'co detector', 'co poisoning', 'faulty boiler', 'boiler .. faulty', 'gas heater', 'gas fire .. room', 'generator .. indoors', 'generator .. garage', 'charcoal .. indoors', 'barbecue .. indoors', 'car running .. garage', 'exhaust fumes', 'fumes .. heater'],
    es: ['monoxido de carbono', 'brasero', 'estufa de gas', 'calentador .. gas', 'generador .. dentro'], fr: ['monoxyde de carbone', 'chaudiere defectueuse', 'poele a gaz', 'brasero', 'groupe electrogene .. interieur'], pt: ['monoxido de carbono', 'aquecedor a gas', 'braseiro', 'gerador .. dentro'],
  }),
  sym('smoke_inhalation', 5, 'smoke inhalation', {
    en: ['smoke inhalation', 'breathed in smoke', 'inhaled smoke', 'house fire', 'building fire', 'trapped .. fire', 'soot .. mouth', 'soot .. nose', 'singed .. nose hair*', 'lot of smoke'],
    es: ['inhalacion de humo', 'inhale humo', 'incendio', 'hollin'], fr: ['inhalation de fumee', 'inhale de la fumee', 'incendie', 'suie'], pt: ['inalacao de fumaca', 'inalei fumaca', 'incendio', 'fuligem'],
  }),
  sym('submersion', 5, 'near-drowning or submersion', {
    en: ['drowning', 'near drowning', 'nearly drowned', 'almost drowned', 'pulled .. out of .. water', 'pulled .. out of .. pool', 'under the water for', 'underwater for', 'found .. in the pool', 'found .. face down .. water', 'inhaled water', 'swallowed .. pool water'],
    es: ['ahogamiento', 'casi se ahoga', 'se estaba ahogando', 'sacaron del agua', 'sacaron de la piscina'], fr: ['noyade', 'a failli se noyer', 'presque noye', 'sorti de l\'eau', 'sorti de la piscine'], pt: ['afogamento', 'quase se afogou', 'tiraram da agua', 'tiraram da piscina'],
  }),
  mod('high_altitude', 'at high altitude', {
    en: ['altitude', 'high altitude', 'trek*', 'mountain*', 'kilimanjaro', 'everest', 'andes', 'himalaya*', 'cusco', 'la paz', 'machu picchu', 'meters above', 'metres above', 'base camp', 'ascent'],
    es: ['altitud', 'altura', 'montana', 'soroche', 'mal de altura'], fr: ['altitude', 'montagne', 'mal des montagnes', 'mal aigu des montagnes'], pt: ['altitude', 'montanha', 'mal da altitude', 'mal das montanhas'],
  }),
  risk('risk_tb_exposure', 'tuberculosis exposure or history', {
    en: ['had tb', 'have tb', 'has tb', 'history of tb', 'treated for tb', 'tb treatment', 'tuberculosis', 'exposed to tb', 'tb contact', 'latent tb', 'positive .. tb test', 'positive mantoux', 'positive quantiferon', 'prison', 'homeless shelter'],
    es: ['tuberculosis', 'contacto con tuberculosis', 'tuberculina positiva'], fr: ['tuberculose', 'contact .. tuberculose', 'tuberculine positive'], pt: ['tuberculose', 'contato com tuberculose', 'tuberculina positiva', 'prisao'],
  }),
  risk('risk_occupational_dust', 'occupational dust or asbestos exposure', {
    en: ['asbestos', 'silica', 'coal mine*', 'coal miner', 'stone mason', 'sandblast*', 'quarry', 'bird keeper', 'pigeons', 'moldy hay', 'mouldy hay', 'farmer\'s lung', 'shipyard'],
    es: ['asbesto', 'amianto', 'silice', 'minero', 'palomas'], fr: ['amiante', 'silice', 'mineur', 'pigeons'], pt: ['amianto', 'asbesto', 'silica', 'mineiro', 'pombos'],
  }),
  sym('covid_positive', 2, 'COVID-19 test or diagnosis', {
    en: ['covid', 'covid-19', 'covid19', 'coronavirus', 'sars-cov-2', 'sars cov 2', 'lateral flow .. positive', 'positive .. lateral flow', 'positive .. rapid antigen', 'positive rat'],
    es: ['covid', 'coronavirus', 'test .. positivo .. covid'], fr: ['covid', 'coronavirus', 'test .. positif .. covid'], pt: ['covid', 'coronavirus', 'teste .. positivo .. covid'],
  }),
  sym('loss_of_smell', 2, 'loss of smell or taste', {
    en: ['loss of smell', 'lost .. sense of smell', 'lost .. smell', 'can\'t smell', 'cannot smell', 'no sense of smell', 'anosmia', 'loss of taste', 'lost .. sense of taste', 'can\'t taste', 'cannot taste', 'food tastes .. different', 'ageusia'],
    es: ['perdida del olfato', 'perdi el olfato', 'no huelo', 'perdida del gusto', 'perdi el gusto', 'anosmia'], fr: ['perte de l\'odorat', 'perte d\'odorat', 'perdu l\'odorat', 'perte du gout', 'anosmie'], pt: ['perda do olfato', 'perdi o olfato', 'perda do paladar', 'perdi o paladar', 'anosmia'],
  }),

  // ── ear, nose, throat and mouth ───────────────────────────────────────────────
  sym('dysphagia_liquids', 5, 'unable to swallow liquids or own saliva', {
    en: ['can\'t .. swallow water', 'cannot .. swallow water', 'can\'t .. swallow liquids', 'cannot .. swallow liquids', 'unable to .. swallow .. liquids', 'unable to swallow .. saliva', 'can\'t .. swallow .. spit', 'cannot .. swallow .. spit', 'can\'t even swallow', 'cannot even swallow', 'spitting out .. saliva', 'can\'t swallow .. own saliva', 'unable to swallow fluids', 'can\'t swallow fluids'],
    es: ['no puedo tragar .. agua', 'no puede tragar .. agua', 'no puede tragar .. saliva', 'no puedo tragar .. saliva', 'no puede tragar liquidos'], fr: ['ne peux .. avaler .. eau', 'ne peut .. avaler .. salive', 'ne peux .. avaler .. salive', 'ne peut pas avaler .. liquides'], pt: ['nao consigo engolir .. agua', 'nao consegue engolir .. agua', 'nao consegue engolir .. saliva', 'nao consigo engolir .. saliva', 'nao consegue engolir liquidos'],
  }, { implies: ['dysphagia'] }),
  sym('unilateral_throat_swelling', 4, 'swelling on one side of the throat or a pushed-over uvula', {
    en: ['one side of .. throat .. swollen', 'swelling .. one side of .. throat', 'one tonsil .. bigger', 'one tonsil .. swollen', 'uvula .. pushed', 'uvula .. to one side', 'uvula .. deviat*', 'uvula .. shifted', 'quinsy', 'peritonsillar'],
    es: ['un lado de la garganta .. hinchado', 'una amigdala .. hinchada', 'campanilla .. desviada', 'absceso periamigdalino'], fr: ['un cote de la gorge .. gonfle', 'une amygdale .. gonflee', 'luette .. deviee', 'phlegmon periamygdalien'], pt: ['um lado da garganta .. inchado', 'uma amigdala .. inchada', 'uvula .. desviada', 'abscesso periamigdaliano'],
  }),
  sym('jaw_cheek_swelling', 3, 'swelling of the cheek or jaw', {
    en: ['swollen cheek', 'cheek .. swollen', 'cheek .. swelling', 'swelling .. cheek', 'swollen jaw', 'jaw .. swollen', 'swelling .. jaw', 'swelling under .. jaw', 'face .. swollen .. tooth', 'swollen .. from .. tooth'],
    es: ['mejilla hinchada', 'cachete hinchado', 'mandibula hinchada', 'hinchazon .. mandibula', 'cara hinchada .. muela'], fr: ['joue gonflee', 'machoire gonflee', 'gonflement .. machoire', 'gonflement .. joue'], pt: ['rosto inchou', 'rosto .. inchado', 'cara inchada', 'rosto inchado', 'bochecha inchada', 'mandibula inchada', 'inchaco .. mandibula', 'inchaco .. bochecha', 'rosto inchado .. dente'],
  }, { implies: ['swelling'] }),
  sym('floor_of_mouth_swelling', 5, 'swelling under the tongue or chin', {
    en: ['swelling under .. tongue', 'under .. tongue .. swollen', 'tongue .. pushed up', 'floor of .. mouth .. swollen', 'swelling .. floor of .. mouth', 'under .. chin .. swollen', 'swelling under .. chin', 'ludwig*'],
    es: ['hinchazon debajo de la lengua', 'lengua .. levantada', 'piso de la boca .. hinchado', 'debajo .. barbilla .. hinchado'], fr: ['gonflement sous la langue', 'plancher buccal .. gonfle', 'sous le menton .. gonfle'], pt: ['inchaco embaixo da lingua', 'assoalho da boca .. inchado', 'embaixo do queixo .. inchado'],
  }),
  sym('gum_swelling', 2, 'swollen gum or gum boil', {
    en: ['swollen gum*', 'gum* .. swollen', 'gum boil', 'gumboil', 'abscess .. tooth', 'tooth abscess', 'dental abscess', 'pus .. gum*', 'bump on .. gum', 'lump on .. gum'],
    es: ['encia hinchada', 'encias hinchadas', 'flemon', 'absceso dental', 'pus .. encia'], fr: ['gencive gonflee', 'abces dentaire', 'pus .. gencive'], pt: ['gengiva inchada', 'abscesso dentario', 'abscesso dental', 'pus .. gengiva'],
  }),
  sym('tooth_sensitivity', 2, 'tooth pain with hot, cold or biting', {
    en: ['tooth .. sensitive', 'teeth .. sensitive', 'sensitive tooth', 'sensitive teeth', 'hurts .. cold drinks', 'hurts .. hot drinks', 'pain .. hot and cold', 'pain .. hot or cold', 'hurts .. bite down', 'pain .. biting', 'throbbing tooth', 'tooth .. throbbing', 'tooth .. keeps me awake', 'cavity', 'broken tooth', 'cracked tooth'],
    es: ['sensibilidad dental', 'muela .. duele .. frio', 'diente .. duele .. frio', 'caries', 'diente roto', 'muela picada'], fr: ['dent sensible', 'dents sensibles', 'dent .. douleur .. froid', 'carie', 'dent cassee'], pt: ['dente sensivel', 'sensibilidade nos dentes', 'dente .. doi .. frio', 'carie', 'dente quebrado'],
  }),
  mod('recent_dental_work', 'recent dental extraction or treatment', {
    en: ['tooth extraction', 'tooth .. pulled', 'teeth .. pulled', 'tooth .. removed', 'wisdom tooth .. out', 'wisdom teeth .. out', 'wisdom tooth removal', 'had .. extraction', 'root canal', 'dental work', 'after .. dentist'],
    es: ['extraccion dental', 'me sacaron .. muela', 'me sacaron .. diente', 'muela del juicio', 'endodoncia'], fr: ['extraction dentaire', 'dent arrachee', 'dent de sagesse', 'devitalisation'], pt: ['extracao dentaria', 'arranquei .. dente', 'dente do siso', 'canal no dente', 'tratamento de canal'],
  }),
  sym('ear_itch', 1, 'itchy ear', {
    en: ['itchy ear*', 'ear* .. itch*', 'itch* .. in .. ear*', 'itching .. ear canal'],
    es: ['picazon .. oido', 'comezon .. oido', 'me pica el oido'], fr: ['demangeaison* .. oreille*', 'oreille .. gratte', 'oreille qui gratte'], pt: ['coceira .. ouvido', 'ouvido cocando', 'coca o ouvido'],
  }, { minor: 'yes' }),
  mod('swimming', 'after swimming or water in the ear', {
    en: ['swimming', 'swimmer*', 'after .. swim', 'water in .. ear*', 'swimming pool', 'diving'],
    es: ['natacion', 'nadar', 'piscina', 'agua en el oido'], fr: ['natation', 'nager', 'piscine', 'eau dans l\'oreille'], pt: ['natacao', 'nadar', 'piscina', 'agua no ouvido'],
  }),
  sym('behind_ear_swelling', 4, 'red, painful swelling behind the ear', {
    en: ['swelling behind .. ear', 'swollen behind .. ear', 'behind .. ear .. swollen', 'behind .. ear .. red', 'red behind .. ear', 'lump behind .. ear', 'ear .. sticking out', 'ear .. pushed forward', 'mastoid*'],
    es: ['hinchazon detras de la oreja', 'detras de la oreja .. hinchado', 'oreja .. despegada', 'mastoiditis'], fr: ['gonflement derriere l\'oreille', 'derriere l\'oreille .. gonfle', 'oreille decollee', 'mastoidite'], pt: ['inchaco atras da orelha', 'atras da orelha .. inchado', 'orelha .. desencostada', 'mastoidite'],
  }),
  sym('earwax', 1, 'earwax build-up', {
    en: ['earwax', 'ear wax', 'wax .. ear*', 'ear* .. wax', 'cerumen', 'wax build up', 'wax buildup'],
    es: ['cerumen', 'cera .. oido', 'tapon de cera'], fr: ['cerumen', 'bouchon de cerumen', 'cire .. oreille'], pt: ['cera .. ouvido', 'cerume', 'rolha de cera'],
  }, { minor: 'yes' }),
  sym('ear_trauma', 3, 'ear injury, pressure change or burst eardrum', {
    en: ['q-tip', 'qtip', 'q tip', 'cotton bud*', 'cotton swab*', 'slapped .. ear', 'hit .. on the ear', 'loud bang', 'explosion', 'burst eardrum', 'perforated eardrum', 'ruptured eardrum', 'eardrum .. burst', 'perforat* .. ear', 'popped .. eardrum'],
    es: ['hisopo', 'bastoncillo', 'timpano perforado', 'perforacion .. timpano', 'explosion', 'bofetada .. oido'], fr: ['coton tige', 'coton-tige', 'tympan perce', 'perforation .. tympan', 'explosion', 'gifle .. oreille'], pt: ['cotonete', 'timpano perfurado', 'perfuracao .. timpano', 'explosao', 'tapa .. ouvido'],
  }),
  mod('pressure_change', 'after flying or diving', {
    en: ['after flying', 'after .. flight', 'plane .. landing', 'plane .. descent', 'when .. plane landed', 'scuba', 'diving', 'barotrauma', 'airplane ear'],
    es: ['despues de volar', 'despues del vuelo', 'aterrizaje', 'buceo', 'barotrauma'], fr: ['apres .. vol', 'atterrissage', 'plongee', 'barotraumatisme'], pt: ['depois de voar', 'depois do voo', 'pouso', 'mergulho', 'barotrauma'],
  }),
  sym('positional_vertigo', 2, 'vertigo brought on by head movement', {
    en: ['dizzy when .. turn .. head', 'spins when .. turn', 'spinning .. roll over', 'dizzy .. roll over', 'dizzy .. rolling over', 'dizzy .. turn* over in bed', 'spin* .. turn* over in bed', 'vertigo .. turn* over', 'vertigo .. roll* over', 'dizzy .. looking up', 'spinning .. looking up', 'spins .. lie down', 'dizzy .. lie down', 'dizzy .. getting out of bed', 'few seconds .. spinning', 'spinning .. few seconds', 'room spins .. roll over', 'room spins .. turn over', 'spin* .. when i roll over', 'spin* .. when i turn over', 'roll* over .. spin*', 'turn* over .. spin*', 'roll* over .. dizzy', 'turn* over in bed .. dizzy', 'bppv'],
    es: ['vertigo .. al girar la cabeza', 'mareo .. al darme la vuelta en la cama', 'vertigo .. al acostarme', 'vertigo posicional'], fr: ['vertige .. en tournant la tete', 'vertige .. en me retournant dans le lit', 'vertige positionnel'], pt: ['vertigem .. ao virar a cabeca', 'tontura .. ao virar na cama', 'vertigem posicional'],
  }, { implies: ['vertigo'] }),
  sym('ear_fullness', 1, 'pressure or fullness in the ear', {
    en: ['ear .. blocked', 'blocked ear', 'ear .. muffled', 'muffled', 'pressure in .. ear*', 'ear pressure', 'aural fullness', 'fullness in .. ear*', 'ears .. pressure', 'ear .. feels .. full'],
    es: ['presion en el oido', 'oido lleno', 'sensacion de oido tapado'], fr: ['pression dans l\'oreille', 'oreille pleine', 'sensation d\'oreille pleine'], pt: ['pressao no ouvido', 'ouvido cheio', 'sensacao de ouvido cheio'],
  }, { minor: 'yes' }),
  sym('purulent_nasal_discharge', 2, 'thick green or yellow nasal discharge', {
    en: ['green snot', 'yellow snot', 'green mucus .. nose', 'yellow mucus .. nose', 'thick .. nasal discharge', 'green .. nasal discharge', 'yellow .. nasal discharge', 'pus .. from .. nose', 'smelly discharge .. nose', 'smelly discharge .. nostril', 'foul .. nostril', 'green discharge .. nose'],
    es: ['mocos verdes', 'mocos amarillos', 'moco espeso', 'secrecion nasal purulenta'], fr: ['morve verte', 'mucus vert', 'ecoulement nasal purulent', 'secretions nasales epaisses'], pt: ['catarro verde .. nariz', 'meleca verde', 'secrecao nasal purulenta', 'muco verde'],
  }, { implies: ['runny_nose'] }),
  sym('periorbital_swelling', 4, 'red swelling around the eye', {
    en: ['swollen red eyelid', 'red swollen eyelid', 'eyelid .. swollen and red', 'eye .. swollen shut', 'swelling around .. eye*', 'swollen around .. eye*', 'around .. eye .. swollen', 'around .. eye .. red', 'red .. around .. eye', 'periorbital', 'preseptal', 'orbital cellulitis', 'eye .. swollen shut', 'eye .. puffed up .. red', 'eyelid .. red and swollen'],
    es: ['parpado .. hinchado', 'parpado .. rojo', 'parpado hinchado', 'hinchazon alrededor del ojo', 'ojo hinchado .. rojo', 'celulitis periorbitaria', 'celulitis orbitaria'], fr: ['paupiere .. gonflee', 'paupiere gonflee', 'gonflement autour de l\'oeil', 'oeil gonfle .. rouge', 'cellulite periorbitaire', 'cellulite orbitaire'], pt: ['palpebra .. inchada', 'palpebra inchada', 'inchaco ao redor do olho', 'olho inchado .. vermelho', 'celulite periorbitaria', 'celulite orbitaria'],
  }),
  sym('nose_injury', 3, 'injury to the nose', {
    en: ['broke .. nose', 'broken nose', 'hit .. nose', 'punched .. nose', 'nose .. crooked', 'nose .. looks bent', 'nose .. injur*', 'injur* .. nose', 'nose .. fractur*'],
    es: ['nariz rota', 'golpe .. nariz', 'nariz torcida', 'fractura .. nariz'], fr: ['nez casse', 'coup .. nez', 'nez tordu', 'fracture .. nez'], pt: ['nariz quebrado', 'pancada .. nariz', 'nariz torto', 'fratura .. nariz'],
  }),
  sym('prolonged_nosebleed', 4, 'nosebleed lasting over 20 minutes', {
    en: ['nosebleed .. 20 min*', 'nosebleed .. 30 min*', 'nosebleed .. 40 min*', 'nosebleed .. hour*', 'nose .. bleeding .. 20 min*', 'nose .. bleeding .. 30 min*', 'nose .. bleeding .. 40 min*', 'nose .. bleeding .. hour*', 'nose .. bleeding .. twenty minutes', 'nose .. bleeding .. half an hour', 'nosebleed* .. won\'t stop', 'nose bleed* .. won\'t stop', 'nosebleed* .. not stopping', 'blood .. down .. back of .. throat', 'posterior bleed'],
    es: ['sangrado nasal .. no para', 'sangra la nariz .. media hora', 'sangra la nariz .. hora', 'nariz .. no deja de sangrar'], fr: ['saignement de nez .. ne s\'arrete pas', 'saigne du nez .. depuis .. heure', 'saigne du nez .. 30 minutes'], pt: ['sangramento nasal .. nao para', 'nariz .. nao para de sangrar', 'sangrando pelo nariz .. hora'],
  }, { implies: ['nosebleed'] }),
  sym('persistent_mouth_ulcer', 3, 'mouth ulcer or patch not healing after three weeks', {
    en: ['ulcer .. not healing', 'mouth ulcer .. weeks', 'ulcer .. mouth .. weeks', 'sore in .. mouth .. weeks', 'white patch .. tongue', 'red patch .. mouth', 'red patch .. tongue', 'white patch .. mouth', 'leukoplakia', 'erythroplakia', 'lump .. tongue', 'lump .. mouth'],
    es: ['ulcera .. boca .. no cura', 'llaga .. boca .. semanas', 'mancha blanca .. lengua', 'leucoplasia'], fr: ['ulcere .. bouche .. ne guerit pas', 'aphte .. semaines', 'plaque blanche .. langue', 'leucoplasie'], pt: ['ferida .. boca .. nao cicatriza', 'afta .. semanas', 'mancha branca .. lingua', 'leucoplasia'],
  }),
  sym('parotid_swelling', 2, 'swollen salivary gland (in front of or below the ear)', {
    en: ['parotid*', 'salivary gland*', 'saliva gland*', 'swelling .. in front of .. ear', 'swelling .. below .. ear', 'swells .. when .. eat*', 'swelling .. when .. eating', 'hamster cheeks', 'chipmunk cheeks', 'mumps', 'salivary stone'],
    es: ['paperas', 'glandula salival', 'parotida*', 'hinchazon .. debajo de la oreja'], fr: ['oreillons', 'glande salivaire', 'parotide*', 'gonflement .. sous l\'oreille'], pt: ['caxumba', 'papeira', 'glandula salivar', 'parotida*', 'inchaco .. abaixo da orelha'],
  }),
  sym('oral_white_coating', 1, 'white coating or patches in the mouth', {
    en: ['oral thrush', 'thrush in .. mouth', 'white coating .. tongue', 'white coating .. mouth', 'white film .. tongue', 'white film .. mouth', 'white patches .. mouth', 'white patches .. tongue', 'white spots .. mouth', 'white spots .. tongue', 'candida .. mouth'],
    es: ['algodoncillo', 'muguet', 'candidiasis oral', 'placas blancas .. boca', 'lengua blanca'], fr: ['muguet', 'candidose buccale', 'plaques blanches .. bouche', 'langue blanche'], pt: ['sapinho', 'candidiase oral', 'placas brancas .. boca', 'lingua branca'],
  }, { minor: 'yes' }),
  sym('sore_tongue', 1, 'sore, smooth or burning tongue', {
    en: ['sore tongue', 'tongue .. sore', 'tongue .. burn*', 'burning tongue', 'smooth red tongue', 'glossitis', 'tongue .. smooth'],
    es: ['lengua dolorida', 'ardor .. lengua', 'glositis', 'lengua lisa'], fr: ['langue douloureuse', 'brulure .. langue', 'glossite', 'langue lisse'], pt: ['lingua dolorida', 'ardencia .. lingua', 'glossite', 'lingua lisa'],
  }),

  // ── eyes ──────────────────────────────────────────────────────────────────────
  risk('risk_contact_lens', 'contact lens wearer', {
    en: ['contact lens*', 'contacts in', 'wear contacts', 'wears contacts', 'slept in .. contacts', 'slept in .. lenses', 'lenses in', 'wearing contacts'],
    es: ['lentes de contacto', 'lentillas'], fr: ['lentilles de contact', 'lentilles'], pt: ['lentes de contato', 'lente de contato'],
  }),
  sym('gritty_eye', 1, 'gritty, sandy or burning eyes', {
    en: ['gritty', 'grittiness', 'sandy feeling', 'feels like sand', 'sand in .. eye*', 'burning eyes', 'eyes .. burn*', 'foreign body sensation', 'dry eye*', 'eyes .. dry'],
    es: ['arenilla .. ojo*', 'ojos secos', 'ardor .. ojos', 'sensacion de arena'], fr: ['yeux secs', 'sable dans .. yeux', 'sensation de sable', 'yeux qui brulent'], pt: ['olhos secos', 'areia nos olhos', 'sensacao de areia', 'ardencia nos olhos'],
  }, { minor: 'yes' }),
  // needing the reliever every few hours, or it helping for less than four, is a same-day review (BTS/SIGN asthma)
  sym('reliever_overuse', 4, 'needing the reliever inhaler every few hours', {
    en: ['inhaler every .. hour*', 'blue inhaler every', 'reliever every', 'ventolin every', 'salbutamol every', 'inhaler .. helps for .. hour*', 'inhaler .. not lasting', 'inhaler .. wearing off', 'need* .. inhaler .. more and more', 'using .. inhaler .. lot more'],
    es: ['inhalador cada .. horas', 'ventolin cada .. horas', 'el inhalador .. no me dura'], fr: ['ventoline toutes les .. heures', 'inhalateur toutes les .. heures'], pt: ['bombinha de .. em .. horas', 'bombinha toda hora', 'aerolin de .. em .. horas'],
  }),
  sym('halos_around_lights', 4, 'coloured haloes around lights', {
    en: ['rainbow circle*', 'rainbow ring*', 'coloured rings', 'colored rings', 'halo* around .. light*', 'haloes', 'halos', 'rainbow* around .. light*', 'rings around .. light*'],
    es: ['circulos de colores', 'arcoiris alrededor', 'halos alrededor de .. luces', 'halos de colores'], fr: ['halos autour des lumieres', 'halos colores'], pt: ['halos em volta das luzes', 'halos ao redor das luzes'],
  }),
  sym('abnormal_pupil', 4, 'dilated, fixed or unequal pupil', {
    en: ['pupil .. mid-dilated', 'mid-dilated', 'mid dilated', 'pupil .. sluggish', 'pupil .. dilated', 'pupil .. dilated', 'dilated pupil', 'pupil* .. unequal', 'unequal pupils', 'one pupil .. bigger', 'pupil .. not reacting', 'pupil .. fixed', 'anisocoria', 'pupil .. oval'],
    es: ['pupila dilatada', 'pupilas desiguales', 'pupila .. no reacciona'], fr: ['pupille dilatee', 'pupilles inegales', 'anisocorie', 'pupille .. ne reagit pas'], pt: ['pupila dilatada', 'pupilas desiguais', 'anisocoria', 'pupila .. nao reage'],
  }),
  sym('chemical_splash', 5, 'chemical splash or caustic exposure', {
    en: ['splash of .. in eye', 'splash .. in .. eye', 'bleach in my eye', 'bleach .. in .. eye', 'chemical in .. eye', 'chemical splash', 'splash* .. chemical*', 'splash* .. bleach', 'splash* .. cleaner', 'drain cleaner', 'oven cleaner', 'caustic', 'alkali*', 'wet cement', 'battery acid', 'splash* .. acid', 'bleach .. splash*', 'bleach .. in .. eye*', 'chemical* .. in .. eye*', 'cleaner .. in .. eye*', 'acid .. splash*', 'lye', 'ammonia .. eye*', 'pepper spray'],
    es: ['lavandina en el ojo', 'lejia en el ojo', 'cloro en el ojo', 'salpico lavandina', 'salpico lejia', 'salpicadura .. quimico', 'salpico .. lejia', 'lejia .. ojo', 'acido .. ojo', 'producto quimico .. ojo', 'gas pimienta'], fr: ["javel dans l'oeil", 'javel .. oeil', 'projection .. chimique', 'eclaboussure .. javel', 'javel .. oeil', 'acide .. oeil', 'soude caustique', 'gaz poivre'], pt: ['agua sanitaria no olho', 'cloro no olho', 'respingo .. quimico', 'respingou .. agua sanitaria', 'agua sanitaria .. olho', 'acido .. olho', 'soda caustica', 'spray de pimenta'],
  }),
  sym('penetrating_eye_injury', 5, 'penetrating or high-speed eye injury', {
    en: ['hammering .. metal', 'metal .. flew .. eye', 'metal .. in .. eye', 'grinding .. eye', 'shard .. eye', 'glass .. in .. eye', 'penetrat* .. eye', 'eye .. punctur*', 'stabbed .. eye', 'something .. flew into .. eye', 'fireworks .. eye', 'pellet .. eye'],
    es: ['metal .. ojo', 'vidrio .. ojo', 'algo se clavo .. ojo', 'perforacion .. ojo'], fr: ['metal .. oeil', 'verre .. oeil', 'eclat .. oeil', 'perforation .. oeil'], pt: ['metal .. olho', 'vidro .. olho', 'estilhaco .. olho', 'perfuracao .. olho'],
  }, { implies: ['eye_injury'] }),
  sym('hyphema', 4, 'blood in the front of the eye', {
    en: ['blood .. in front of .. eye', 'blood .. pooled .. eye', 'blood level .. eye', 'hyphema', 'hyphaema', 'blood inside .. eye', 'blood .. over .. iris'],
    es: ['sangre dentro del ojo', 'hifema'], fr: ['sang dans l\'oeil', 'hyphema'], pt: ['sangue dentro do olho', 'hifema'],
  }),
  sym('subconjunctival_blood', 1, 'bright red patch on the white of the eye', {
    en: ['blood spot .. eye', 'red patch .. white of .. eye', 'blood .. white of .. eye', 'burst blood vessel .. eye', 'broken blood vessel .. eye', 'popped .. blood vessel .. eye', 'subconjunctival', 'eye .. bleed*', 'bleeding .. in .. eye', 'white of .. eye .. red'],
    es: ['derrame en el ojo', 'mancha roja .. ojo', 'vaso roto .. ojo', 'hemorragia subconjuntival'], fr: ['tache de sang .. oeil', 'vaisseau eclate .. oeil', 'hemorragie sous conjonctivale', 'hemorragie sous-conjonctivale'], pt: ['derrame no olho', 'mancha de sangue .. olho', 'vaso estourou .. olho', 'hemorragia subconjuntival'],
  }, { minor: 'yes' }),
  sym('corneal_white_spot', 4, 'white spot on the cornea', {
    en: ['white spot .. eye', 'white spot .. cornea', 'white dot .. eye', 'corneal ulcer', 'ulcer .. eye', 'spot .. on .. coloured part', 'cloudy .. cornea', 'keratitis'],
    es: ['mancha blanca .. ojo', 'ulcera corneal', 'queratitis'], fr: ['tache blanche .. oeil', 'ulcere de cornee', 'keratite'], pt: ['mancha branca .. olho', 'ulcera de cornea', 'ceratite'],
  }),
  sym('painful_eye_movement', 3, 'pain on moving the eye', {
    en: ['hurt when i move the eye', 'hurts when i move .. eye', 'pain .. move .. eye', 'pain .. moving .. eye*', 'hurts to move .. eye*', 'hurts .. when .. move .. eye*', 'pain on eye movement', 'eye .. hurts .. look* .. side', 'pain .. when .. look* around'],
    es: ['dolor al mover .. ojo*', 'duele .. mover .. ojo*'], fr: ['douleur .. bouger .. oeil', 'douleur .. mouvement* .. oeil', 'mal .. bouge .. yeux'], pt: ['dor ao mexer .. olho*', 'doi .. mexer .. olho*', 'dor ao movimentar .. olho*'],
  }, { implies: ['eye_pain'] }),
  sym('proptosis', 4, 'bulging eye', {
    en: ['eye .. pushed forward', 'looks pushed forward', 'eye .. pushed out', 'eye .. bulging', 'bulging eye*', 'eye .. sticking out', 'eye .. pushed out', 'proptosis', 'exophthalm*', 'can\'t move .. eye'],
    es: ['ojo saltado', 'ojo saltón', 'ojo .. salido', 'proptosis', 'exoftalmos'], fr: ['oeil .. exorbite', 'oeil globuleux', 'exophtalmie', 'proptose'], pt: ['olho saltado', 'olho esbugalhado', 'proptose', 'exoftalmia'],
  }),
  sym('color_desaturation', 3, 'colours look faded in one eye', {
    en: ['colours .. faded', 'colors .. faded', 'colours .. washed out', 'colors .. washed out', 'red looks .. dull', 'red .. looks .. pink', 'colour vision', 'color vision', 'colours .. dull', 'colors .. dull'],
    es: ['colores .. apagados', 'colores .. desvaidos', 'vision de los colores'], fr: ['couleurs .. delavees', 'couleurs .. ternes', 'vision des couleurs'], pt: ['cores .. desbotadas', 'cores .. apagadas', 'visao de cores'],
  }),
  sym('rash_near_eye', 4, 'blistering rash on the forehead, nose or around the eye', {
    en: ['rash .. around .. eye', 'blisters .. forehead', 'blisters .. around .. eye', 'blisters .. eyelid', 'rash .. forehead .. one side', 'shingles .. eye', 'shingles .. face', 'shingles .. forehead', 'blisters .. tip of .. nose', 'zoster ophthalmicus'],
    es: ['ampollas .. frente', 'ampollas .. alrededor del ojo', 'herpes zoster .. ojo', 'culebrilla .. cara'], fr: ['vesicules .. front', 'vesicules .. autour de l\'oeil', 'zona ophtalmique', 'zona .. visage'], pt: ['bolhas .. testa', 'bolhas .. ao redor do olho', 'herpes zoster .. olho', 'cobreiro .. rosto'],
  }, { implies: ['rash'] }),
  sym('eyelid_crusting', 1, 'crusty, flaky eyelid margins', {
    en: ['eyelid* .. crust*', 'crust* .. eyelid*', 'crusty eyelid*', 'flaky eyelid*', 'crust* .. eyelash*', 'eyelash* .. crust*', 'blepharitis', 'dandruff .. eyelash*', 'sore eyelid* .. edge*'],
    es: ['costras .. parpados', 'parpados .. escamas', 'blefaritis'], fr: ['croutes .. paupieres', 'paupieres .. squames', 'blepharite'], pt: ['crostas .. palpebras', 'palpebras .. descamando', 'blefarite'],
  }, { minor: 'yes' }),

  // ── allergy ───────────────────────────────────────────────────────────────────
  sym('throat_tightness', 4, 'throat tightness', {
    en: ['throat .. tight*', 'tight* .. throat', 'tight throat', 'throat feels tight', 'tightness in .. throat', 'throat .. closing in', 'throat .. narrowing'],
    es: ['garganta cerrada', 'opresion en la garganta', 'se me cierra la garganta', 'garganta apretada'], fr: ['gorge serree', 'serrement .. gorge', 'gorge .. se ferme'], pt: ['garganta apertada', 'aperto na garganta', 'garganta .. fechando'],
  }),
  mod('allergen_exposure', 'exposure to a known or likely allergen', {
    en: ['with nut', 'nut in', 'peanut*', 'nuts', 'allergic to', 'known allergy', 'ate .. nut*', 'ate .. peanut*', 'ate .. shellfish', 'ate .. prawn*', 'after eating .. nut*', 'after eating .. peanut*', 'eating peanut*', 'after eating .. shrimp', 'after .. injection', 'after .. vaccine', 'after .. vaccination', 'after .. penicillin', 'after .. amoxicillin', 'contrast dye', 'stung by', 'bee sting', 'wasp sting', 'latex', 'new medication'],
    es: ['alergico a', 'alergica a', 'comio .. mani', 'comio .. nueces', 'comio .. mariscos', 'despues de .. inyeccion', 'despues de .. vacuna', 'picadura de abeja'], fr: ['allergique a', 'a mange .. arachide*', 'a mange .. noix', 'fruits de mer', 'apres .. injection', 'apres .. vaccin', 'piqure de guepe', 'piqure d\'abeille'], pt: ['alergico a', 'alergica a', 'comeu .. amendoim', 'comeu .. frutos do mar', 'depois de .. injecao', 'depois de .. vacina', 'picada de abelha'],
  }),
  risk('risk_anaphylaxis_history', 'previous anaphylaxis or severe allergy', {
    en: ['history of anaphylaxis', 'previous anaphylaxis', 'had anaphylaxis', 'carries an epipen', 'has an epipen', 'prescribed .. epipen', 'severe allergy', 'severe .. allergy', 'nut allergy', 'peanut allergy', 'bee allergy', 'wasp allergy', 'allergic to bee*', 'allergic to wasp*'],
    es: ['anafilaxia previa', 'alergia grave', 'alergia severa', 'alergia al mani', 'alergia a las abejas'], fr: ['antecedent* d\'anaphylaxie', 'allergie grave', 'allergie severe', 'allergie aux arachides', 'allergie .. guepe*'], pt: ['anafilaxia previa', 'alergia grave', 'alergia severa', 'alergia a amendoim', 'alergia a abelha'],
  }),
  risk('risk_atopy', 'eczema, asthma or hay fever (atopy)', {
    en: ['atopic', 'atopy', 'eczema', 'hay fever', 'hayfever', 'allergic rhinitis', 'food allergies', 'allergic to .. pollen'],
    es: ['atopia', 'atopic*', 'eczema', 'rinitis alergica'], fr: ['atopie', 'atopique', 'eczema', 'rhinite allergique'], pt: ['atopia', 'atopic*', 'eczema', 'rinite alergica'],
  }),
  sym('large_local_reaction', 2, 'large swelling around a bite or sting', {
    en: ['swelling .. around .. sting', 'swelling .. around .. bite', 'sting .. swollen', 'bite .. swollen', 'swollen .. after .. sting', 'swollen .. after .. bite', 'whole arm .. swollen .. sting', 'hand .. swelled up .. sting', 'big swelling .. bite'],
    es: ['hinchazon .. picadura', 'picadura .. hinchada', 'se hincho .. picadura'], fr: ['gonflement .. piqure', 'piqure .. gonflee', 'enfle .. apres .. piqure'], pt: ['inchaco .. picada', 'picada .. inchada', 'inchou .. picada'],
  }, { minor: 'mild', implies: ['insect_bite'] }),

  // ── infection ─────────────────────────────────────────────────────────────────
  sym('prolonged_fever', 3, 'fever lasting five days or more', {
    en: ['fever .. 5 days', 'fever .. five days', 'fever .. 6 days', 'fever .. six days', 'fever .. 7 days', 'fever .. seven days', 'fever .. a week', 'fever .. over a week', 'fever .. for weeks', 'fever .. 2 weeks', 'fever .. two weeks', 'persistent fever', 'fever .. won\'t go away', 'fever .. not going away', 'fever .. keeps coming back', 'prolonged fever'],
    es: ['fiebre .. cinco dias', 'fiebre .. 5 dias', 'fiebre .. una semana', 'fiebre persistente', 'fiebre .. semanas', 'fiebre que no se quita'], fr: ['fievre .. cinq jours', 'fievre .. 5 jours', 'fievre .. une semaine', 'fievre persistante', 'fievre prolongee'], pt: ['febre .. cinco dias', 'febre .. 5 dias', 'febre .. uma semana', 'febre persistente', 'febre prolongada', 'febre que nao passa'],
  }, { implies: ['fever'] }),
  sym('cold_extremities', 3, 'cold hands and feet with fever', {
    en: ['cold hands and feet', 'hands and feet .. cold', 'ice cold hands', 'icy hands', 'hands .. freezing', 'feet .. ice cold', 'cold extremities', 'cold peripheries'],
    es: ['manos y pies frios', 'manos heladas', 'pies helados'], fr: ['mains et pieds froids', 'mains glacees', 'pieds glaces', 'extremites froides'], pt: ['maos e pes frios', 'maos geladas', 'pes gelados', 'extremidades frias'],
  }),
  sym('mottled_skin', 5, 'mottled, grey or blue-tinged skin', {
    en: ['blotchy and purplish', 'blotchy purple', 'legs look blotchy', 'purplish .. blotchy', 'skin looks blotchy', 'blotchy skin', 'skin .. blotchy', 'mottled', 'mottling', 'marbled skin', 'skin .. marbled', 'skin .. grey', 'skin .. gray', 'looks grey', 'looks gray', 'ashen', 'blotchy .. blue', 'blue-grey skin'],
    es: ['piel moteada', 'piel marmorea', 'piel grisacea', 'piel jaspeada'], fr: ['marbrures', 'peau marbree', 'teint gris', 'peau grise'], pt: ['pele mosqueada', 'pele marmorea', 'pele rendilhada', 'pele acinzentada'],
  }),
  sym('bulging_fontanelle', 5, 'bulging soft spot in a baby', {
    en: ['soft part on top of .. head .. bulg*', 'top of .. head .. bulging out', 'soft part .. bulg*', 'soft part .. head .. swollen', 'bulging fontanel*', 'fontanel* .. bulging', 'soft spot .. bulging', 'bulging .. soft spot', 'soft spot .. swollen', 'soft spot .. raised', 'fontanel* .. tense'],
    es: ['fontanela abombada', 'mollera abultada', 'mollera hinchada'], fr: ['fontanelle bombee', 'fontanelle tendue'], pt: ['fontanela abaulada', 'moleira estufada', 'moleira inchada'],
  }),
  sym('sense_of_doom', 4, 'feeling of impending doom or of dying', {
    en: ['impending doom', 'sense of doom', 'feeling of doom', 'going to die', 'gonna die', 'feel like .. dying', 'think .. dying', 'never felt this ill', 'never felt this unwell', 'sickest .. ever'],
    es: ['me voy a morir', 'sensacion de muerte', 'me estoy muriendo'], fr: ['vais mourir', 'sensation de mort imminente', 'je meurs'], pt: ['vou morrer', 'sensacao de morte', 'estou morrendo'],
  }),
  sym('retro_orbital_pain', 2, 'pain behind the eyes', {
    en: ['pain behind .. eyes', 'behind my eyes', 'behind .. eyes .. hurt*', 'ache behind .. eyes', 'retro-orbital', 'retroorbital', 'retro orbital'],
    es: ['dolor detras de los ojos', 'dolor retroocular'], fr: ['douleur derriere les yeux', 'douleur retro-orbitaire'], pt: ['dor atras dos olhos', 'dor retro-orbitaria'],
  }),
  mod('travel_malaria_region', 'travel to a malaria area', {
    en: ['goa', 'india', 'pakistan', 'bangladesh', 'cambodia', 'laos', 'myanmar', 'amazon', 'guyana', 'solomon islands', 'malaria', 'antimalarial*', 'malarone', 'africa', 'nigeria', 'ghana', 'kenya', 'uganda', 'tanzania', 'malawi', 'mozambique', 'congo', 'cameroon', 'sierra leone', 'zambia', 'senegal', 'sub-saharan', 'papua', 'west africa', 'east africa'],
    es: ['camerun', 'guinea ecuatorial', 'nigeria', 'senegal', 'congo', 'angola', 'mozambique', 'malaria', 'paludismo', 'africa', 'antipaludico*'], fr: ['cameroun', "cote d'ivoire", 'senegal', 'mali', 'burkina', 'guinee', 'congo', 'nigeria', 'benin', 'togo', 'gabon', 'madagascar', 'tchad', 'centrafrique', 'comores', 'paludisme', 'palu', 'afrique', 'antipaludique*'], pt: ['guine', 'sao tome', 'nigeria', 'congo', 'camaroes', 'malaria', 'africa', 'angola', 'mocambique', 'antimalarico*'],
  }, ['recent_travel']),
  mod('travel_tropical_region', 'travel to the tropics (dengue, typhoid areas)', {
    en: ['thailand', 'vietnam', 'cambodia', 'indonesia', 'bali', 'philippines', 'malaysia', 'sri lanka', 'bangladesh', 'pakistan', 'nepal', 'brazil', 'colombia', 'peru', 'caribbean', 'puerto rico', 'central america', 'southeast asia', 'south east asia', 'south asia', 'latin america', 'dengue'],
    es: ['tailandia', 'brasil', 'colombia', 'peru', 'caribe', 'sudeste asiatico', 'dengue'], fr: ['thailande', 'bresil', 'antilles', 'asie du sud-est', 'dengue', 'guyane'], pt: ['tailandia', 'brasil', 'amazonia', 'sudeste asiatico', 'dengue', 'nordeste'],
  }, ['recent_travel']),
  mod('tampon_use', 'tampon or menstrual cup use', {
    en: ['tampon*', 'menstrual cup', 'forgot .. tampon', 'left .. tampon in'],
    es: ['tampon*', 'copa menstrual'], fr: ['tampon*', 'coupe menstruelle'], pt: ['absorvente interno', 'tampao', 'coletor menstrual'],
  }),
  sym('diffuse_red_rash', 3, 'red rash all over, like sunburn', {
    en: ['sunburn-like rash', 'sunburn like rash', 'red all over', 'whole body .. red', 'skin .. red all over', 'bright red .. all over', 'rash .. whole body', 'rash all over', 'flushed all over'],
    es: ['rojo por todo el cuerpo', 'sarpullido .. todo el cuerpo', 'como quemadura de sol'], fr: ['rouge de partout', 'eruption .. tout le corps', 'comme un coup de soleil'], pt: ['vermelho no corpo todo', 'manchas .. corpo todo', 'como queimadura de sol'],
  }, { implies: ['rash'] }),
  mod('rabies_risk_animal', 'bat, wild or stray animal contact', {
    en: ['bats', 'bat in .. room', 'bat in .. house', 'bat flew', 'touched a bat', 'bat scratch*', 'stray dog', 'stray cat', 'monkey', 'raccoon', 'fox', 'skunk', 'rabies', 'wild animal', 'unvaccinated dog', 'feral'],
    es: ['murcielago', 'perro callejero', 'mono', 'rabia', 'animal salvaje'], fr: ['chauve-souris', 'chauve souris', 'chien errant', 'singe', 'rage', 'animal sauvage'], pt: ['morcego', 'cachorro de rua', 'macaco', 'raiva', 'animal selvagem'],
  }),
  risk('risk_sexual_exposure', 'recent unprotected or new-partner sex', {
    en: ['new sexual partner', 'new partner', 'multiple partners', 'casual sex', 'condomless', 'without a condom', 'without condom', 'no condom', 'sex worker', 'msm', 'hookup', 'hook up', 'one night stand', 'partner .. cheated'],
    es: ['pareja nueva', 'nueva pareja', 'sin condon', 'sin preservativo', 'varias parejas'], fr: ['nouveau partenaire', 'nouvelle partenaire', 'sans preservatif', 'plusieurs partenaires'], pt: ['parceiro novo', 'parceira nova', 'sem camisinha', 'sem preservativo', 'varios parceiros'],
  }),
  sym('genital_blisters', 3, 'painful genital blisters or sores', {
    en: ['blisters .. genital*', 'genital blister*', 'sores .. genital*', 'blisters .. vagina*', 'blisters .. vulva', 'blisters .. penis', 'blisters down there', 'sores down there', 'genital herpes', 'herpes .. genital*', 'painful sores .. penis', 'painful sores .. vagina*', 'blisters .. anus'],
    es: ['herpes genital', 'ampollas .. genitales', 'llagas .. genitales', 'ampollas .. pene', 'ampollas .. vagina'], fr: ['herpes genital', 'vesicules .. parties genitales', 'plaies .. parties genitales', 'cloques .. sexe'], pt: ['herpes genital', 'bolhas .. genitais', 'feridas .. genitais', 'bolhas .. penis', 'bolhas .. vagina'],
  }),
  sym('painless_genital_ulcer', 3, 'painless genital sore', {
    en: ['painless sore .. down there', 'painless ulcer .. down there', 'painless sore on .. penis', 'painless ulcer on .. penis', 'chancre', 'sore .. doesn\'t hurt', 'ulcer .. doesn\'t hurt', 'painless .. penis', 'painless .. vagina*', 'painless .. genital*'],
    es: ['llaga indolora', 'ulcera indolora', 'chancro'], fr: ['ulceration indolore', 'plaie indolore', 'chancre'], pt: ['ferida indolor', 'ulcera indolor', 'cancro'],
  }),
  sym('hand_foot_rash', 3, 'spots on the palms and soles', {
    en: ['spots on .. hands and feet', 'blisters on .. hands and feet', 'rash on .. hands and feet', 'rash .. palms', 'rash .. soles', 'spots .. palms', 'spots .. soles', 'hand foot and mouth', 'hand, foot and mouth', 'hfmd'],
    es: ['boca mano pie', 'mano pie boca', 'manchas .. manos y pies', 'ampollas .. manos y pies', 'erupcion .. palmas'], fr: ['pied-main-bouche', 'pieds mains bouche', 'boutons .. mains et pieds', 'eruption .. paumes'], pt: ['mao pe boca', 'mao-pe-boca', 'manchas .. maos e pes', 'bolhas .. maos e pes', 'palmas .. plantas'],
  }, { implies: ['rash'] }),
  sym('sandpaper_rash', 3, 'fine rough (sandpaper) red rash', {
    en: ['sandpaper', 'rough rash', 'rash .. rough', 'rash .. feels like sandpaper', 'scarlet fever', 'scarlatina', 'tiny red bumps .. rough'],
    es: ['escarlatina', 'erupcion aspera', 'como lija'], fr: ['scarlatine', 'eruption rugueuse', 'papier de verre'], pt: ['escarlatina', 'erupcao aspera', 'como lixa'],
  }, { implies: ['rash'] }),
  sym('measles_features', 3, 'measles-like rash starting on the face', {
    en: ['measles', 'rubeola', 'koplik*', 'rash .. started .. face', 'rash .. started .. behind .. ears', 'rash .. from .. face .. down', 'rash .. spread .. from .. face', 'rash .. hairline .. spread'],
    es: ['sarampion', 'erupcion .. empezo .. cara'], fr: ['rougeole', 'eruption .. commence .. visage'], pt: ['sarampo', 'manchas .. comecaram .. rosto'],
  }, { implies: ['rash'] }),
  sym('chickenpox_rash', 2, 'chickenpox-like itchy spots turning into blisters', {
    en: ['chickenpox', 'chicken pox', 'varicella', 'spots .. turn* .. blisters', 'spots .. turning into blisters', 'blisters all over', 'itchy blisters all over', 'spots .. scab*', 'crops of spots'],
    es: ['varicela', 'lechina'], fr: ['varicelle'], pt: ['catapora', 'varicela'],
  }, { minor: 'mild', implies: ['rash'] }),
  sym('slapped_cheek_rash', 1, 'bright red cheeks (slapped cheek)', {
    en: ['slapped cheek', 'slapped-cheek', 'bright red cheeks', 'red cheeks .. rash', 'fifth disease', 'parvovirus', 'erythema infectiosum'],
    es: ['quinta enfermedad', 'eritema infeccioso', 'mejillas muy rojas', 'parvovirus'], fr: ['cinquieme maladie', 'megalerytheme', 'joues .. giflees', 'parvovirus'], pt: ['quinta doenca', 'eritema infeccioso', 'bochechas muito vermelhas', 'parvovirus'],
  }, { minor: 'yes', implies: ['rash'] }),
  sym('rash_after_fever', 2, 'rash appearing as a high fever settles', {
    en: ['rash after .. fever', 'fever .. then .. rash', 'rash .. when .. fever .. went', 'rash .. after .. fever .. gone', 'rash .. once .. fever', 'roseola', 'sixth disease'],
    es: ['roseola', 'exantema subito', 'erupcion .. despues de la fiebre'], fr: ['roseole', 'exantheme subit', 'eruption .. apres la fievre'], pt: ['roseola', 'exantema subito', 'manchas .. depois da febre'],
  }, { minor: 'yes', implies: ['rash'] }),
  sym('pox_lesions', 3, 'pus-filled spots that crust (pox-like lesions)', {
    en: ['pustule*', 'pus-filled spots', 'pus filled spots', 'pus filled bumps', 'umbilicated', 'mpox', 'monkeypox', 'monkey pox', 'spots .. with .. dent in the middle'],
    es: ['pustulas', 'viruela del mono', 'viruela simica', 'mpox'], fr: ['pustules', 'variole du singe', 'mpox'], pt: ['pustulas', 'variola dos macacos', 'mpox'],
  }, { implies: ['rash'] }),
  sym('swollen_red_hands_feet', 3, 'red, swollen hands and feet', {
    en: ['swollen hands and feet', 'hands and feet .. swollen', 'red hands and feet', 'hands and feet .. red', 'red palms', 'red soles', 'palms .. red .. swollen'],
    es: ['manos y pies hinchados', 'manos y pies rojos', 'palmas rojas'], fr: ['mains et pieds gonfles', 'mains et pieds rouges', 'paumes rouges'], pt: ['maos e pes inchados', 'maos e pes vermelhos', 'palmas vermelhas'],
  }),
  risk('risk_unvaccinated', 'not vaccinated', {
    en: ['unvaccinated', 'not vaccinated', 'no vaccines', 'no vaccinations', 'didn\'t vaccinate', 'not immunised', 'not immunized', 'unimmunised', 'unimmunized', 'missed .. vaccines', 'vaccines .. not up to date', 'behind on .. vaccines', 'no jabs'],
    es: ['no vacunado', 'no vacunada', 'sin vacunas', 'vacunas incompletas'], fr: ['non vaccine', 'non vaccinee', 'pas vaccine', 'vaccins pas a jour'], pt: ['nao vacinado', 'nao vacinada', 'sem vacina*', 'vacinas atrasadas'],
  }),
  risk('risk_ivdu', 'injects drugs', {
    en: ['iv drug*', 'ivdu', 'pwid', 'inject* drugs', 'injecting', 'heroin', 'shooting up', 'needle sharing', 'shared needles'],
    es: ['drogas inyectables', 'heroina', 'se inyecta', 'agujas compartidas'], fr: ['drogues injectables', 'heroine', 'se pique', 'seringues partagees'], pt: ['drogas injetaveis', 'heroina', 'se injeta', 'seringas compartilhadas'],
  }),
  sym('frequent_infections', 2, 'frequent or recurrent infections', {
    en: ['keep getting infections', 'keeps getting infections', 'infections .. keep coming back', 'recurrent infections', 'frequent infections', 'one infection after another', 'always .. getting sick', 'constantly sick', 'infection after infection'],
    es: ['infecciones frecuentes', 'infecciones repetidas', 'siempre enfermo', 'siempre enferma'], fr: ['infections .. repetition', 'infections frequentes', 'toujours malade'], pt: ['infeccoes frequentes', 'infeccoes de repeticao', 'sempre doente'],
  }),

  // ── blood and cancer ──────────────────────────────────────────────────────────
  sym('bone_pain', 2, 'bone pain', {
    en: ['bone pain', 'bones .. ache', 'bones .. hurt', 'pain in .. bones', 'aching bones', 'deep .. ache .. bones', 'bones .. sore', 'shin .. pain .. night'],
    es: ['dolor de huesos', 'dolor oseo', 'me duelen los huesos'], fr: ['douleur* osseuse*', 'mal aux os'], pt: ['dor nos ossos', 'dor ossea', 'doem os ossos'],
  }),
  sym('sickle_pain_crisis', 4, 'sickle cell pain crisis', {
    en: ['sickle crisis', 'sickle cell crisis', 'pain crisis', 'vaso-occlusive', 'vaso occlusive', 'usual crisis pain', 'crisis pain'],
    es: ['crisis de dolor', 'crisis vasooclusiva', 'crisis falciforme'], fr: ['crise vaso-occlusive', 'crise drepanocytaire', 'crise douloureuse'], pt: ['crise de dor', 'crise vaso-oclusiva', 'crise falciforme'],
  }, { implies: ['risk_sickle_cell'] }),
  sym('ice_craving', 1, 'craving ice or non-food items (pica)', {
    // not a bare "pica": in Spanish and Portuguese it is "it itches"
    en: ['craving ice', 'crave ice', 'chewing ice', 'chew ice', 'eating ice', 'has pica', 'pica disorder', 'craving .. dirt', 'craving .. chalk'],
    es: ['antojo de hielo', 'masticar hielo', 'como hielo'], fr: ['envie de glacons', 'croque des glacons'], pt: ['vontade de comer gelo', 'mastigar gelo', 'como gelo'],
  }),
  risk('risk_vegan_diet', 'vegan diet or no animal foods', {
    en: ['vegan', 'plant-based diet', 'plant based diet', 'don\'t eat meat', 'no meat', 'vegetarian'],
    es: ['vegano', 'vegana', 'vegetariano', 'vegetariana', 'no como carne'], fr: ['vegan', 'vegane', 'vegetarien*', 'ne mange pas de viande'], pt: ['vegano', 'vegana', 'vegetariano', 'vegetariana', 'nao como carne'],
  }),
  risk('risk_bleeding_disorder', 'known bleeding disorder', {
    en: ['haemophilia', 'hemophilia', 'von willebrand', 'bleeding disorder', 'factor viii', 'factor 8', 'factor ix', 'factor 9', 'clotting factor', 'low platelets', 'itp'],
    es: ['hemofilia', 'von willebrand', 'trastorno de la coagulacion', 'plaquetas bajas'], fr: ['hemophilie', 'willebrand', 'trouble de la coagulation', 'plaquettes basses'], pt: ['hemofilia', 'von willebrand', 'disturbio de coagulacao', 'plaquetas baixas'],
  }),
  sym('back_pain_night', 3, 'back pain worse at night or at rest', {
    en: ['back pain .. night', 'back .. worse at night', 'back pain .. wakes me', 'back pain .. wakes .. up', 'back .. hurts .. lying down', 'back pain .. at rest', 'thoracic back pain', 'upper back pain .. night'],
    es: ['dolor de espalda .. noche', 'espalda .. peor .. noche', 'dolor de espalda .. me despierta'], fr: ['mal de dos .. nuit', 'douleur .. dos .. nocturne', 'dos .. reveille'], pt: ['dor nas costas .. noite', 'costas .. pior .. noite', 'dor nas costas .. me acorda'],
  }, { implies: ['back_pain'] }),
  sym('leg_weakness', 4, 'weakness of both legs', {
    en: ['legs .. heavy', 'legs feel heavy', 'legs .. weak', 'weak* .. both legs', 'both legs .. weak*', 'weak legs', 'leg weakness', 'legs .. like jelly', 'legs .. giving out', 'can\'t .. stand up', 'cannot .. stand up', 'unable to stand'],
    es: ['piernas debiles', 'debilidad .. piernas', 'no puedo ponerme de pie', 'piernas .. flojas'], fr: ['jambes faibles', 'faiblesse .. jambes', 'ne peux pas me lever', 'jambes .. coton'], pt: ['pernas fracas', 'fraqueza .. pernas', 'nao consigo ficar de pe', 'pernas bambas'],
  }, { implies: ['weakness'] }),
];
