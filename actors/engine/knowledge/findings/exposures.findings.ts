// Why this exists: what a patient swallowed, breathed or had done that turns ordinary symptoms into an
// emergency (wild mushrooms before delayed vomiting, home-made spirits before blurred vision, a toxic plant
// before a racing heart, bleeding days after a tonsillectomy), and the few signs that only mean something
// beside them (an odd feeling in the throat after a known allergen, pain between the shoulder blades).
import { mod, risk, sym, type FindingDef } from '../finding.builders.ts';

export const FINDINGS_EXPOSURES: FindingDef[] = [
  // amatoxin mushrooms give 6-24 h of delay before vomiting and watery diarrhoea, then liver failure (TOXBASE)
  mod('wild_mushrooms', 'ate wild or foraged mushrooms', {
    en: ['pick in the forest', 'picked in the forest', 'from the forest', 'forest mushroom*', 'mushrooms .. pick', 'wild mushroom*', 'mushrooms .. picked', 'picked .. mushrooms', 'foraged', 'mushrooms .. forest', 'mushrooms .. woods', 'mushrooms .. field', 'mushrooms .. garden'],
    es: ['setas .. campo', 'setas .. monte', 'hongos .. campo', 'hongos silvestres', 'setas silvestres', 'setas .. recogi*', 'hongos .. recogi*'],
    fr: ['champignons .. cueilli*', 'champignons .. foret', 'champignons sauvages', 'champignons .. bois', 'cueillette de champignons'],
    pt: ['cogumelos .. mato', 'cogumelos silvestres', 'cogumelos .. apanh*', 'cogumelos .. colh*', 'cogumelos .. floresta'],
  }),
  // methanol in bootleg or home-distilled spirits: blurred "snowfield" vision and deep fast breathing (acidosis)
  mod('homemade_alcohol', 'drank home-made or bootleg spirits', {
    en: ['moonshine', 'home made alcohol', 'homemade alcohol', 'home made spirit*', 'homemade spirit*', 'home made vodka', 'homemade vodka', 'bootleg', 'home brewed spirit*', 'home distilled', 'homemade liquor', 'home made liquor'],
    es: ['alcohol casero', 'aguardiente casero', 'licor casero', 'mezcal casero', 'alcohol adulterado'],
    fr: ['alcool artisanal', 'alcool fait maison', 'gnole', 'eau de vie maison', 'alcool frelate'],
    pt: ['cachaca caseira', 'pinga caseira', 'bebida caseira', 'alcool caseiro', 'aguardente caseira', 'bebida adulterada'],
  }),
  // deadly nightshade, datura (angel's trumpet, jimson weed): the anticholinergic toxidrome
  mod('toxic_plant', 'ate a toxic plant, seeds or berries', {
    en: ["angel's trumpet", 'angels trumpet', 'datura', 'jimson', 'deadly nightshade', 'belladonna', 'ate .. seeds from .. plant', 'ate .. berries', 'foxglove', 'oleander', 'hemlock', 'yew berries'],
    es: ['floripondio', 'trompeta de angel', 'toloache', 'estramonio', 'belladona', 'adelfa', 'comio .. bayas', 'comio .. semillas'],
    fr: ["trompette des anges", 'datura', 'belladone', 'laurier rose', 'digitale', 'a mange des baies'],
    pt: ['trombeteira', 'saia branca', 'beladona', 'espirradeira', 'comeu .. sementes', 'comeu .. frutinhas'],
  }),
  // a bleed in the first two weeks after tonsillectomy can be sudden and heavy (ENT UK)
  mod('recent_tonsillectomy', 'had the tonsils out recently', {
    en: ['tonsils out', 'tonsillectomy', 'tonsils removed', 'tonsils taken out'],
    es: ['amigdalectomia', 'le quitaron las amigdalas', 'operado de amigdalas', 'operada de amigdalas', 'quitaron las anginas'],
    fr: ['amygdalectomie', 'enleve les amygdales', 'opere des amygdales', 'operee des amygdales'],
    pt: ['amigdalectomia', 'tirou as amigdalas', 'operou as amigdalas', 'tirar as amigdalas'],
  }),
  sym('spitting_blood', 3, 'spitting or swallowing fresh blood from the mouth or throat', {
    en: ['spat .. blood', 'spitting .. blood', 'spits .. blood', 'spat out .. blood', 'blood .. mouth', 'swallowing blood', 'keeps swallowing'],
    es: ['escupe sangre', 'escupio sangre', 'sangre por la boca', 'traga sangre'], fr: ['crache du sang', 'a crache du sang', 'sang dans la bouche', 'avale du sang'],
    pt: ['cuspiu sangue', 'cuspindo sangue', 'sangue pela boca', 'engolindo sangue'],
  }),
  // on its own a vague throat feeling is nothing; after a known allergen it can be the airway (see URGENCY_RULES)
  sym('throat_strange', 2, 'an odd, funny or tight feeling in the throat', {
    en: ['throat .. funny', 'throat .. strange', 'throat .. weird', 'throat feels odd', 'throat .. feels thick', 'throat .. closing'],
    es: ['garganta rara', 'garganta .. como cerrada', 'noto la garganta rara', 'garganta extrana'], fr: ['gorge bizarre', 'gorge .. drole', 'gorge .. etrange'],
    pt: ['garganta estranha', 'garganta esquisita', 'garganta .. fechando'],
  }),
  sym('voice_change', 2, 'a changed or muffled voice', {
    en: ['voice .. chang*', 'voice diff*', 'voice .. different', 'voice .. strange', 'voice .. muffled', 'voice .. hoarse'],
    es: ['voz .. cambiad*', 'voz .. rara', 'voz .. distinta', 'me cambio la voz'], fr: ['voix .. change*', 'voix .. bizarre', 'voix .. differente'], pt: ['voz .. mudou', 'voz .. estranha', 'voz .. diferente'],
  }),
  // pain between the shoulder blades with sweating or nausea is a heart attack or dissection until shown otherwise
  sym('interscapular_pain', 3, 'pain between the shoulder blades', {
    en: ['between .. shoulder blades', 'between the shoulders', 'interscapular', 'between my shoulders', 'between her shoulders', 'between his shoulders'],
    es: ['entre los omoplatos', 'entre las escapulas', 'entre los hombros', 'entre las paletillas'], fr: ['entre les omoplates', 'entre les epaules'],
    pt: ['entre as omoplatas', 'entre as escapulas', 'entre os ombros', 'entre as costas'],
  }, { implies: ['back_pain'] }),
  // jaw ache is usually the teeth or the joint; with sweating it may be the heart (see URGENCY_RULES)
  sym('jaw_ache', 1, 'an ache in the jaw', {
    en: ['jaw and .. arm .. aching', 'jaw and .. arm .. ache*', 'jaw and .. arm .. hurt*', 'jaw and .. arm .. sore', 'jaw .. ache*', 'jaw .. aching', 'ache .. jaw', 'jaw .. hurt*', 'jaw pain', 'pain .. jaw'],
    es: ['duele .. mandibula', 'dolor .. mandibula', 'mandibula .. duele'], fr: ['mal a la machoire', 'douleur .. machoire', 'machoire .. fait mal'], pt: ['dor .. mandibula', 'doi .. mandibula', 'mandibula .. doi', 'dor no queixo'],
  }),
  // frostbite: white, hard, numb skin that turns red, swollen and blistered on rewarming (a same-day assessment)
  sym('frostbite', 4, 'frostbite', {
    en: ['frostbite', 'frost bite', 'white, hard and numb', 'white and hard and numb', 'white hard and numb', 'stuck .. in .. snow all night', 'in the snow all night', 'frozen fingers', 'frozen toes'],
    es: ['congelacion', 'dedos congelados', 'congelamiento'], fr: ['gelure*', 'doigts geles', 'orteils geles'], pt: ['queimadura de frio', 'dedos congelados', 'congelamento'],
  }),
  // one coin or one magnet swallowed by a well child is seen the same day (an X-ray); a button battery is an emergency
  sym('swallowed_object', 4, 'a swallowed coin, magnet or other object', {
    en: ['swallow* a coin', 'swallow* .. coin', 'swallow* a magnet', 'swallow* .. magnet', 'swallowed a marble', 'swallowed .. small toy', 'swallowed a screw', 'swallowed a pin'],
    es: ['trago una moneda', 'se trago .. moneda', 'se trago .. iman', 'trago un iman', 'se comio una moneda'], fr: ['avale une piece', 'avale .. piece de monnaie', 'avale .. aimant', 'avale un aimant'],
    pt: ['engoliu uma moeda', 'engoliu .. moeda', 'engoliu .. ima', 'engoliu um ima'],
  }),
  sym('nasal_foreign_body', 4, 'something pushed up the nose or into the ear', {
    en: ['up her nostril', 'up his nostril', 'up her nose', 'up his nose', 'up their nose', 'in his nostril', 'in her nostril', 'bead .. nose', 'bead .. ear', 'stuck .. up .. nose', 'pushed .. into .. ear', 'bead stuck in .. ear'],
    es: ['se metio .. en la nariz', 'metio .. nariz', 'se metio .. en el oido'], fr: ['mis .. dans le nez', 'enfonce .. dans le nez', 'mis .. dans la narine', "mis .. dans l'oreille", "enfonce .. dans l'oreille"], pt: ['enfiou .. nariz', 'enfiou .. ouvido', 'colocou .. no nariz'],
  }),
  // one shock from an implanted defibrillator with the patient well: contact the device clinic the same day
  sym('icd_shock', 4, 'a shock from an implanted defibrillator', {
    en: ['defibrillator .. shock*', 'icd .. shock*', 'icd fired', 'defibrillator fired', 'device .. shocked', 'shocked by .. icd', 'shock from .. defibrillator'],
    es: ['desfibrilador .. descarga', 'el dai .. descarga'], fr: ['defibrillateur .. choc', 'choc .. defibrillateur'], pt: ['desfibrilador .. choque', 'choque do cdi', 'cdi .. choque'],
  }),
  // a red, warm or swollen pacemaker or defibrillator pocket: device infection until shown otherwise
  sym('device_pocket_infection', 4, 'a red or swollen pacemaker or defibrillator site', {
    en: ['pocket .. red', 'pacemaker .. red', 'pacemaker .. swollen', 'pacemaker site .. red', 'box .. red and warm', 'ppm .. pocket .. red', 'pocket .. swollen', 'pocket .. warm'],
    es: ['marcapasos .. rojo', 'marcapasos .. hinchad*'], fr: ['pacemaker .. rouge', 'loge .. rouge', 'stimulateur .. rouge'], pt: ['marcapasso .. vermelho', 'marca-passo .. vermelho', 'loja .. vermelha'],
  }),
  // yellow-green vision on digoxin (xanthopsia) is a sign of toxicity
  sym('yellow_vision', 4, 'seeing things yellow or green', {
    en: ['see* .. yellow', 'everything .. yellow', 'yellow vision', 'green vision', 'see* .. yellowish', 'yellow tint'],
    es: ['ve todo amarill*', 've .. amarillent*', 'vision amarilla'], fr: ['voit .. jaune', 'vision jaune'], pt: ['ve tudo amarel*', 'visao amarela'],
  }),
  // what caused an everyday minor problem (the condition model's friction blister, bruise, motion sickness and hangover)
  mod('friction_cause', 'rubbing from shoes, a hike or a tool', {
    en: ['new shoes', 'new boots', 'new trainers', 'walking boots', 'after a hike', 'long walk', 'hiking', 'rubbing', 'rubbed', 'from the shoes', 'from my shoes', 'rowing', 'from the rake', 'from the shovel'],
    es: ['zapatos nuevos', 'zapatillas nuevas', 'botas nuevas', 'caminata', 'roce', 'me rozan'], fr: ['nouvelles chaussures', 'chaussures neuves', 'rando', 'randonnee', 'frottement', 'frotte'], pt: ['sapato novo', 'sapatos novos', 'tenis novo', 'caminhada', 'trilha', 'roçar', 'esfregar'],
  }),
  mod('knock', 'knocked or bumped against something', {
    en: ['bumped', 'banged', 'knocked .. into', 'knocked .. against', 'walked into', 'hit .. on the', 'coffee table', 'bed frame', 'door frame', 'table corner', 'corner of the table'],
    es: ['me golpee', 'se golpeo', 'me di un golpe', 'se dio un golpe', 'contra la mesa', 'golpe contra'], fr: ['cogne', 'me suis cogne', "s'est cogne", 'table basse', 'contre la table', 'contre le lit'], pt: ['bati', 'bateu', 'esbarrei', 'esbarrou', 'mesa de centro', 'quina da mesa'],
  }),
  mod('motion_trigger', 'on a boat, in a car or other travel', {
    en: ['car sick', 'carsick', 'sea sick', 'seasick', 'travel sick', 'travel sickness', 'motion sickness', 'on boat', 'on a boat', 'on the boat', 'ferry', 'on the bus .. sick', 'in the car .. sick', 'long drive*', 'road trip'],
    es: ['mareo en el coche', 'mareo en el barco', 'me mareo en el coche', 'me mareo en el barco', 'mareo por movimiento', 'en el barco', 'en barco', 'mareo en el carro'], fr: ['mal des transports', 'mal de mer', 'mal en voiture', 'en bateau'], pt: ['enjoo no carro', 'enjoo de movimento', 'enjoo no barco', 'enjoa no carro', 'no barco', 'enjoo em viagem'],
  }),
  mod('hangover_story', 'after drinking alcohol the night before', {
    en: ['hangover', 'hungover', 'hung over', 'overdid it', 'too much to drink', 'drank too much', 'drinks last night', 'after drinks', 'big night out', 'drinking last night', 'after a night out'],
    es: ['resaca', 'cruda', 'bebi demasiado', 'bebi mucho anoche', 'guayabo'], fr: ['gueule de bois', 'trop bu', 'j ai trop bu', "j'ai trop bu"], pt: ['ressaca', 'bebi demais', 'bebi muito ontem'],
  }),
  // methotrexate is weekly; taken daily by mistake it suppresses the marrow within days (MHRA)
  mod('methotrexate_daily', 'methotrexate taken daily instead of weekly', {
    en: ['methotrexate every day', 'methotrexate .. every day', 'methotrexate daily', 'methotrexate .. daily instead', 'methotrexate .. each day', 'every day instead of once a week'],
    es: ['metotrexato todos los dias', 'metotrexato .. todos los dias', 'metotrexato diario'], fr: ['methotrexate tous les jours', 'methotrexate .. tous les jours'], pt: ['metotrexato todo dia', 'metotrexato .. todos os dias', 'metotrexato diario'],
  }),
  // birth about to happen at home: the urge to push, the head felt or seen (call an ambulance; NHS)
  sym('imminent_birth', 5, 'birth about to happen', {
    en: ['feel the head', 'head is coming', 'can see the head', 'she has to push', 'says she has to push', 'baby is coming now', 'crowning'],
    es: ['siento la cabeza', 'ya sale la cabeza', 'ganas de pujar', 'tiene que pujar', 'ya viene el bebe'], fr: ['sent la tete', 'envie de pousser', 'doit pousser', 'le bebe arrive'], pt: ['sinto a cabeca', 'vontade de fazer forca', 'precisa fazer forca', 'o bebe esta nascendo'],
  }),
  // a finger, hand or limb cut off: keep the part cool and come at once
  sym('traumatic_amputation', 5, 'a finger, hand or limb cut off', {
    en: ['finger* .. cut off', 'toe* .. cut off', 'hand .. cut off', 'cut off .. finger*', 'finger* .. chopped off', 'fingertip .. off', 'finger* .. severed', 'severed .. finger*', 'finger* .. sliced off', 'traumatic amputation', 'amputated .. finger*', 'finger* .. amputated'],
    es: ['dedo amputado', 'dedos amputados', 'se corto el dedo', 'dedo cortado', 'dedos cortados', 'arranco el dedo'], fr: ['doigt sectionne', 'doigts sectionnes', 'doigt coupe', 'doigts coupes', 'doigt ampute'], pt: ['dedo amputado', 'dedo decepado', 'dedos decepados', 'dedo cortado', 'dedos cortados'],
  }),
  // medicines a few tablets of which can kill a small child (calcium-channel and beta blockers, sulfonylureas,
  // opioids, tricyclics, iron): any amount is an emergency (TOXBASE "one pill can kill")
  mod('dangerous_drug_child', 'a medicine that is dangerous in small amounts to a child', {
    en: ['amlodipine', 'nifedipine', 'verapamil', 'diltiazem', 'glibenclamide', 'gliclazide', 'glipizide', 'glimepiride', 'metoprolol', 'propranolol', 'atenolol', 'clonidine', 'methadone', 'buprenorphine', 'oxycodone', 'morphine tablets', 'iron tablets', 'blood pressure tablets', 'heart tablets', 'sugar tablets', 'diabetes tablets'],
    es: ['glibenclamida', 'pastillas .. azucar', 'pastillas del corazon', 'pastillas .. tension', 'pastillas .. presion', 'pastillas .. azucar', 'pastillas para la diabetes', 'pastillas del corazon'], fr: ['comprimes .. tension', 'comprimes .. diabete', 'medicaments .. coeur'], pt: ['comprimidos .. pressao', 'remedio .. pressao', 'remedio .. diabetes', 'remedio .. acucar'],
  }),
  // an acute dystonic reaction after an antipsychotic or antiemetic: frightening, treatable the same day
  sym('acute_dystonia', 4, 'twisting neck, eyes rolling up or jaw spasm after a new medicine', {
    en: ['neck keeps twisting', 'neck .. twisting to one side', 'eyes keep rolling up', 'eyes .. rolling up', 'jaw .. locked .. medicine', 'oculogyric', 'dystoni*'],
    es: ['el cuello se me tuerce', 'los ojos se me van hacia arriba', 'distonia'], fr: ['le cou se tord', 'les yeux partent en haut', 'dystonie'], pt: ['pescoco torcendo', 'olhos virando para cima', 'distonia'],
  }),
  // stopping a benzodiazepine suddenly after long use risks fits (BNF): a same-day plan
  sym('benzo_stopped', 4, 'a long-used benzodiazepine stopped suddenly', {
    en: ['stopped .. diazepam', 'stopped .. clonazepam', 'stopped .. lorazepam', 'stopped .. alprazolam', 'stopped .. xanax', 'stopped .. valium', 'benzos cold turkey', 'cold turkey .. benzo*'],
    es: ['deje .. clonazepam', 'deje .. alprazolam', 'deje .. diazepam', 'deje el rivotril', 'deje el tranquimazin'], fr: ['arrete .. xanax', 'arrete .. lexomil', 'arrete .. clonazepam', 'arrete .. valium', 'arrete le rivotril'], pt: ['parei .. clonazepam', 'parei .. rivotril', 'parei .. alprazolam', 'parei .. diazepam'],
  }),
  sym('paraphimosis', 4, 'a foreskin stuck back behind the head of the penis', {
    en: ['foreskin .. not go back', "foreskin .. won't go back", 'foreskin .. stuck', "foreskin .. can't .. pull .. forward", 'paraphimosis'],
    es: ['prepucio .. no vuelve', 'prepucio atascado', 'parafimosis'], fr: ['prepuce .. ne revient pas', 'prepuce coince', 'paraphimosis'], pt: ['prepucio .. nao volta', 'prepucio preso', 'parafimose'],
  }),
  sym('cant_keep_meds_down', 4, 'vomiting up essential medicines', {
    en: ['cannot keep .. tablets', "can't keep .. tablets down", 'cannot keep my .. tablets', 'not sure my tablet stayed down', 'tablet .. not .. stayed down', 'vomited .. tablets', 'vomited up .. tablet*', 'sick .. tablets came up'],
    es: ['no retengo las pastillas', 'vomite la pastilla', 'vomito las pastillas'], fr: ['vomi mes comprimes', 'je vomis mes medicaments'], pt: ['vomitei o comprimido', 'nao consigo segurar os remedios'],
  }),
  mod('ran_out_of_meds', 'ran out of or stopped a regular medicine', {
    en: ['prescription got lost', 'prescription .. lost', 'had no co-careldopa', 'no co-careldopa since', 'no madopar since', 'no sinemet since', 'no levodopa since', 'ran out', 'run out', 'has run out', 'ran out of', 'run out of', 'is finish', 'are finish', 'forget my pills', 'forgot my pills', 'forget the tablets', 'forgot the tablets', 'missed my tablets', 'not taking my', 'stopped taking my', 'not taking levothyroxine', 'not taking .. for'],
    es: ['se me acabaron', 'se me termino', 'deje de tomar', 'olvide las pastillas'], fr: ["n'ai pas pu avoir ma dose", "n'ai pas eu ma dose", "je n'ai plus de methadone", 'pas pu avoir ma dose', 'pas eu ma dose', 'pas pu avoir mon traitement', "je n'ai plus de", 'plus de comprimes', "j'ai arrete mon traitement", 'oublie mes comprimes'], pt: ['acabou o remedio', 'acabaram os comprimidos', 'parei de tomar', 'esqueci os comprimidos'],
  }),
  sym('cloudy_dialysate', 4, 'cloudy peritoneal dialysis fluid', {
    en: ['cloudy .. bag', 'bag .. cloudy', 'fluid .. cloudy', 'cloudy .. fluid', 'dialysate .. cloudy', 'cloudy drainage'],
    es: ['liquido .. turbio', 'bolsa .. turbia'], fr: ['liquide .. trouble', 'poche .. trouble'], pt: ['liquido .. turvo', 'bolsa .. turva'],
  }),
  // a punch to the mouth: the tooth cut on the knuckle infects the joint (fight bite)
  sym('fight_bite', 4, 'a cut on the knuckle from a punch to the mouth', {
    en: ['punched someone', 'punched .. in the mouth', 'punched .. teeth', 'hit .. in the mouth .. knuckle', 'fight bite', 'knuckle .. teeth'],
    es: ['di un punetazo', 'golpee .. en la boca', 'nudillo .. dientes'], fr: ['donne un coup de poing', 'coup de poing .. dents'], pt: ['dei um soco', 'soco .. boca', 'soco .. dentes'],
  }),
  // one missed or late dose of a regular medicine: a pharmacist's or the leaflet's advice, not an appointment
  sym('missed_dose', 1, 'one missed or late dose of a regular medicine', {
    en: ['forgot to take my', 'forgot his .. last night', 'forgot her .. last night', 'forgot my .. this morning', 'forgot .. this morning', 'forget my .. this morning', 'forget my .. pill this morning', 'missed .. this morning', 'missed my .. dose', 'missed a dose', 'missed one dose', "missed .. days' doses", 'forgot a dose', 'take it now or', 'take two .. morning', 'should i take two', 'skip it'],
    es: ['olvide tomar', 'se me olvido tomar', 'olvide la pastilla', 'olvide mi dosis'], fr: ["j'ai oublie de prendre", 'oublie de prendre', 'oublie mon', 'oublie ma'], pt: ['esqueci de tomar', 'esqueci o remedio', 'esqueci a dose'],
  }, { minor: 'yes' }),
  // "no injuries", "hasn't hurt himself": a fall without injury (against a fracture in the condition model)
  mod('no_injury', 'no injury from the fall or knock', {
    en: ['no injuries', 'no injury', "hasn't hurt himself", "hasn't hurt herself", "didn't hurt himself", "didn't hurt herself", "didn't hurt myself", 'not hurt', 'unhurt', 'no injuries from', 'not injured'],
    es: ['sin lesiones', 'no se hizo dano', 'no se ha hecho dano', 'sin heridas'], fr: ['pas blesse', 'pas blessee', "ne s'est pas fait mal", 'sans blessure'], pt: ['sem ferimentos', 'nao se machucou', 'sem lesoes'],
  }),
  // blasts on a blood film: acute leukaemia until shown otherwise (same-day haematology, at once with fever or bleeding)
  sym('blasts_on_film', 5, 'blast cells on a blood film', {
    en: ['blasts on .. film', 'blast cells', 'blasts on film', 'blasts seen', 'leukaemia suspected', 'suspected leukemia'],
    es: ['blastos en sangre', 'blastos en el frotis'], fr: ['blastes sur le frottis', 'blastes circulants'], pt: ['blastos no sangue', 'blastos no esfregaco'],
  }),
  // an empty uterus with free fluid and a positive hCG: a ruptured ectopic pregnancy
  sym('ectopic_scan_signs', 5, 'an empty uterus with free fluid and a positive pregnancy hormone', {
    en: ['empty uterus', 'free fluid', 'pouch of douglas', 'no intrauterine pregnancy', 'ectopic on scan'],
    es: ['utero vacio', 'liquido libre'], fr: ['uterus vide', 'epanchement dans le douglas'], pt: ['utero vazio', 'liquido livre'],
  }),
  // black toes with infection in diabetes or poor circulation: wet gangrene
  sym('gangrene', 4, 'toes or skin turned black', {
    en: ['toes are black', 'toe is black', 'black toes', 'turned black', 'gone black', 'gangrene', 'two toes are black'],
    es: ['dedos negros', 'dedo negro', 'se puso negro', 'gangrena'], fr: ['orteils noirs', 'orteil noir', 'devenu noir', 'gangrene'], pt: ['dedos pretos', 'dedo preto', 'ficou preto', 'gangrena'],
  }),
  // a weapon in the hands of someone hearing voices or threatening: danger to others
  mod('weapon', 'has a weapon at hand', {
    en: ['holding a kitchen knife', 'kitchen knife', 'holding .. knife', 'has a knife', "he's got a knife", "she's got a knife", 'holding a knife', 'carrying a knife', 'with a knife in', 'has a gun', 'gun in the house', 'has a weapon', 'knife in his hand', 'knife in her hand'],
    es: ['tiene un cuchillo', 'con un cuchillo', 'tiene un arma', 'tiene una pistola'], fr: ['a un couteau', 'avec un couteau', 'a une arme'], pt: ['com uma faca', 'faca na mao', 'a ameacar', 'tem uma faca', 'com uma faca', 'tem uma arma'],
  }),
  // the cord felt or seen at the vulva after the waters break (RCOG GTG 50)
  sym('cord_prolapse', 5, 'the umbilical cord coming out', {
    en: ['something come out down there', 'like a string', 'cord .. out', 'something .. coming out down there', 'like a cord', 'feel .. cord', 'cord .. coming out', 'cord .. hanging', 'cord .. out of .. vagina', 'something like .. cord', 'umbilical cord .. out', 'cord prolapse'],
    es: ['cordon .. sale', 'cordon .. saliendo', 'como un cordon', 'sale el cordon'], fr: ['comme un cordon', 'cordon .. sort', 'cordon .. qui sort', 'procidence du cordon'],
    pt: ['cordao .. saindo', 'como um cordao', 'cordao umbilical .. saiu', 'prolapso de cordao'],
  }),
  // a foot that will not lift and drags or slaps: a motor root or nerve failing, seen the same day (NICE CKS sciatica)
  sym('foot_drop', 4, 'a foot that will not lift (foot drop)', {
    en: ['foot slapping', "can't lift .. toes", 'foot drop', 'drop foot', "can't lift .. foot", 'cannot lift .. foot', "can't raise .. foot", 'foot .. drags', 'foot .. dragging', 'foot .. slaps', 'foot is floppy', "can't walk on .. heel*", 'toes catch'],
    es: ['pie caido', 'no puedo levantar el pie', 'no levanto el pie', 'arrastro el pie', 'el pie se arrastra', 'pie .. arrastra'],
    fr: ['pied tombant', 'relever le pied', 'pied .. traine', 'pied qui traine', 'arrive plus a relever .. pied'],
    pt: ['pe caido', 'nao consigo levantar o pe', 'levantar o pe', 'arrastando o pe', 'pe .. arrasta'],
  }),
  // hands that have gone clumsy (buttons, writing, dropping things): with neck pain or an unsteady walk, a squeezed
  // spinal cord in the neck (cervical myelopathy), a same-day referral (NICE CKS neck pain)
  sym('clumsy_hands', 3, 'clumsy hands (buttons, writing, dropping things)', {
    en: ['hands are clumsy', 'clumsy hands', 'hands .. clumsy', "can't do .. buttons", 'cannot do .. buttons', 'trouble with buttons', 'dropping things', 'keep dropping things', 'handwriting .. worse'],
    es: ['manos torpes', 'torpeza en las manos', 'no puedo abrocharme', 'se me caen las cosas'],
    fr: ['mains maladroites', 'maladroit des mains', "n'arrive plus a boutonner", 'fais tomber les objets'],
    pt: ['maos desajeitadas', 'nao consigo abotoar', 'deixo cair as coisas', 'maos trapalhonas'],
  }),
  // after cataract or other eye surgery, new pain, redness or falling vision is endophthalmitis until seen the same day
  mod('recent_eye_surgery', 'had eye surgery recently', {
    en: ['post .. cataract', 'after .. cataract surgery', 'after .. cataract op*', 'cataract surgery', 'cataract operation', 'cataract op', 'eye surgery', 'eye operation', 'intravitreal injection', 'eye injection .. ago', 'post-op .. eye'],
    es: ['operacion de cataratas', 'operado de cataratas', 'operada de cataratas', 'cirugia del ojo', 'cirugia de cataratas'],
    fr: ['operation de la cataracte', 'opere de la cataracte', 'operee de la cataracte', 'chirurgie de l\'oeil', 'chirurgie de la cataracte'],
    pt: ['cirurgia de catarata', 'operado de catarata', 'operada de catarata', 'cirurgia no olho', 'cirurgia do olho'],
  }),
  // a statin (muscle damage with weakness and dark urine is rhabdomyolysis: MHRA)
  risk('risk_statin', 'takes a statin', {
    en: ['statin', 'statins', 'simvastatin', 'atorvastatin', 'rosuvastatin', 'pravastatin'],
    es: ['estatina*', 'simvastatina', 'atorvastatina', 'rosuvastatina'],
    fr: ['statine*', 'simvastatine', 'atorvastatine', 'rosuvastatine'],
    pt: ['estatina*', 'sinvastatina', 'atorvastatina', 'rosuvastatina'],
  }),
  // pulled from the water: breathing trouble, a cough or drowsiness afterwards is lung injury that worsens over hours
  mod('near_drowning', 'pulled from the water after going under', {
    en: ['near drowning', 'nearly drowned', 'almost drowned', 'fell in the pool', 'fell into the pool', 'pulled .. out of the water', 'pulled .. out of the pool', 'went under the water', 'face down in the water', 'face down in the bath'],
    es: ['casi se ahoga', 'casi se ahogo', 'se cayo a la piscina', 'se cayo en la piscina', 'lo sacamos del agua', 'la sacamos del agua', 'ahogamiento', 'boca abajo en el agua'],
    fr: ['a failli se noyer', 'noyade', 'tombe dans la piscine', 'tombee dans la piscine', 'sorti de l\'eau', 'sortie de l\'eau', 'la tete sous l\'eau'],
    pt: ['quase se afogou', 'afogamento', 'caiu na piscina', 'tiramos da agua', 'tiramos ele da agua', 'tiramos ela da agua', 'de bruços na agua'],
  }),
  // rape or sexual assault: forensic care, emergency contraception and HIV prevention within hours to days (FSRH, BASHH)
  mod('sexual_assault', 'sexual assault or suspected drink spiking', {
    en: ['force me to have sex', 'forced me to have sex', 'raped', 'rape', 'sexually assaulted', 'sexual assault', 'woke up in a strange', 'wake up in strange', 'drink was spiked', 'drink spiked', 'been spiked', 'forced me to have sex', 'forced .. sex'],
    es: ['abusada sexualmente', 'abusaron de mi', 'violada', 'violado', 'violacion', 'abuso sexual', 'agresion sexual', 'me forzo', 'me drogaron'],
    fr: ['abusee sexuellement', 'abuse sexuellement', 'violee', 'viole', 'viol', 'agression sexuelle', 'abus sexuel', 'm\'a forcee', 'drogue a mon insu'],
    pt: ['abusada sexualmente', 'abusado sexualmente', 'estuprada', 'estuprado', 'estupro', 'abuso sexual', 'violentada', 'me forcou', 'me drogaram'],
  }),
  // abuse told by the person or someone who knows: a child, a partner or an older person hurt, touched or exploited by
  // someone close; a same-day safeguarding response (NICE NG76, CG89, PH50), an emergency when in danger now
  mod('abuse_disclosure', 'abuse by a partner, relative or carer disclosed', {
    en: ['has been touching her', 'has been touching him', 'been touching her', 'touched her down there', 'hit me with', 'hits me', 'beats me', 'beat me up', 'afraid to go home', 'scared to go home', 'take her pension', 'takes her pension', 'take his pension', 'partner hit', 'husband hit', 'boyfriend hit', 'hit her twice', 'domestic violence', 'domestic abuse', 'assault by ex-partner', 'assaulted by .. partner', 'older boyfriend', "24-year-old 'boyfriend'", 'gifts/money', 'being groomed', 'grooming', 'he hits her', 'he hits him', 'hit me with belt', 'afraid of him'],
    es: ['me pega', 'me golpea', 'mi pareja me pega', 'mi marido me pega', 'violencia domestica', 'violencia de genero', 'maltrato', 'la toca', 'la ha tocado', 'miedo de volver a casa'],
    fr: ['me frappe', 'violences conjugales', 'violence conjugale', 'maltraitance', 'attouchements', 'peur de rentrer', 'il la frappe', 'mon mari me frappe'],
    pt: ['me bate', 'violencia domestica', 'maus tratos', 'abusa dela', 'mexe nela', 'medo de voltar para casa', 'meu marido me bate'],
  }),
  // no movement at all (not fewer): a baby that has stopped moving is seen at the maternity unit now (RCOG GTG 57)
  sym('absent_fetal_movement', 5, 'the baby has not moved at all since yesterday', {
    en: ['baby not moved since', 'baby has not moved since', "baby hasn't moved since", 'not moved since yesterday', 'no movements since', 'no movement at all', 'not felt .. move .. since yesterday', 'stopped moving'],
    es: ['no se mueve nada', 'ya no se mueve', 'no se ha movido desde', 'dejo de moverse'],
    fr: ['bouge plus du tout', 'ne bouge plus du tout', 'ne bouge plus depuis', 'n\'a pas bouge depuis'],
    pt: ['nao mexe nada', 'parou de mexer', 'nao se mexe mais', 'nao mexeu desde'],
  }, { implies: ['reduced_fetal_movement'] }),
  // a newborn in the first day of life: jaundice now is not the physiological kind (NICE CG98: same-day, within hours)
  mod('newborn_first_day', 'a newborn in the first day of life', {
    en: ['hours old', 'h old', 'born yesterday', 'born this morning', 'born last night', 'day 1 of life', 'first 24 hours', 'first day of life'],
    es: ['horas de vida', 'nacio ayer', 'nacio esta manana', 'primer dia de vida'],
    fr: ['heures de vie', 'ne hier', 'nee hier', 'premier jour de vie'],
    pt: ['horas de vida', 'nasceu ontem', 'nasceu hoje', 'primeiro dia de vida'],
  }),
];
