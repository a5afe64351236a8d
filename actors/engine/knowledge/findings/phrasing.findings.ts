// Why this exists: the ways patients actually say things (lay English and "my mum/my son…", terse
// lists, clinical-note shorthand, non-native English, colloquial Spanish, French and Portuguese of
// Brazil and Portugal), added as phrases to findings defined elsewhere. Urgency is 0 here, so each
// merged finding keeps the urgency, kind and implications of its own definition.
// Phrases are written normalised (lower case, no accents); a phrase whose negative word is itself the
// finding ("no puedo orinar", "nao sinto o bebe") starts at that word so that negation leaves it alone.
import { mod, risk, sym, type FindingDef, type Phrases } from '../finding.builders.ts';

const S = (id: string, phrases: Phrases): FindingDef => sym(id, 0, id, phrases);
const M = (id: string, phrases: Phrases): FindingDef => mod(id, id, phrases);
const R = (id: string, phrases: Phrases): FindingDef => risk(id, id, phrases);

export const FINDINGS_PHRASING: FindingDef[] = [
  // ── constitutional ────────────────────────────────────────────────────────────
  S('fever', {
    en: ['spiking temp*', 'spiking a temp*', 'spiking fever*', 'running a temp*', 'forehead .. hot', 'hot forehead', 'burning up with', 'raging temp*', 'feverish'],
    es: ['calenturas', 'calenturient*', 'fiebrecita', 'ardiendo en fiebre', 'ardiendo de fiebre', 'volando de fiebre', 'volando en fiebre', 'hirviendo de fiebre', 'hirviendo en fiebre', 'destemplad*', 'con temperatura', 'frente .. caliente'],
    fr: ['febril*', 'est brulant', 'est brulante', 'tout brulant', 'toute brulante', 'brulant de fievre', 'brulante de fievre', 'front brulant', 'chaud au toucher', 'fait de la fievre', 'fievre de cheval'],
    pt: ['febrao', 'febrinha', 'febril', 'ardendo em febre', 'ardendo de febre', 'pelando de febre', 'ta pelando', 'esta pelando', 'quente ao toque', 'testa .. quente', 'corpo .. quente', 'ardendo em calor'],
  }),
  S('high_fever', {
    en: ['temp of 39*', 'temp of 40*', 'temp 39*', 'temp 40*', 'temperature of 39*', 'temperature of 40*', 'fever 39*', 'fever 40*', '39 degrees', '40 degrees', 'very high fever'],
    es: ['39 de fiebre', '40 de fiebre', 'fiebre de 39*', 'fiebre de 40*', 'fiebre altisima', 'fiebre muy alta', 'fiebre de 39 y pico'],
    fr: ['39 de fievre', '40 de fievre', 'fievre a 39*', 'fievre a 40*', 'fievre de 39*', 'fievre de 40*', 'fievre de cheval', 'grosse fievre', 'fievre tres forte', 'fievre tres elevee'],
    pt: ['febrao', 'febre de 39*', 'febre de 40*', '39 de febre', '40 de febre', '39 graus', '40 graus', 'febre muito alta', 'febre altissima'],
  }),
  S('chills', {
    en: ['teeth chattering', 'teeth are chattering', 'teeth .. chattering', "can't get warm", 'cannot get warm', 'shaking with cold', 'shaking like a leaf', 'rigoring'],
    es: ['tiritando', 'tiritaba', 'temblando de frio', 'tiembla de frio', 'temblores de frio', 'castanetean los dientes', 'castaneteo'],
    fr: ['grelott*', 'tremble de froid', 'tremblait de froid', 'claque des dents', 'claquer des dents', 'tremblements de froid'],
    pt: ['tremendo de frio', 'treme de frio', 'tremer de frio', 'tremia de frio', 'tremedeira', 'batendo os dentes', 'bater os dentes', 'a bater o dente'],
  }),
  S('night_sweats', {
    en: ['sweats at night', 'sweating buckets at night', 'wake up .. soaked', 'woke up .. soaked', 'wake up .. drenched', 'woke up drenched', 'soaking the sheets', 'change .. sheets .. sweat*'],
    es: ['sudo por la noche', 'suda por la noche', 'sudores por la noche', 'sudando por la noche', 'me despierto empapad*', 'sabanas empapadas'],
    fr: ['transpire la nuit', 'sueurs la nuit', 'transpire beaucoup la nuit', 'me reveille tremp*', 'draps trempes'],
    pt: ['suo a noite', 'sua a noite', 'suando a noite', 'suor a noite', 'suores a noite', 'acordo encharcad*', 'lencois encharcados'],
  }),
  S('fatigue', {
    en: ['knackered', "i'm shattered", 'i am shattered', 'feel* shattered', 'absolutely shattered', 'feel* wiped out', 'totally wiped out', 'zero energy', 'no energy at all', 'dead tired', 'bone tired', 'tired all the time', 'always tired'],
    es: ['rendid*', 'estoy molid*', 'sin fuerzas', 'sin ganas de nada', 'hecho polvo', 'hecha polvo', 'estoy reventad*', 'muy flojo', 'muy floja', 'sin pilas'],
    fr: ['suis a plat', 'est a plat', 'completement a plat', 'sur les rotules', 'suis lessive*', 'suis vanne*', 'mort de fatigue', 'morte de fatigue', 'manque d\'energie', 'suis naze', 'completement naze'],
    pt: ['sem forcas', 'sem energia', 'estou esgotad*', 'esta esgotad*', 'ando esgotad*', 'estou moid*', 'podre de cansaco', 'morto de cansaco', 'morta de cansaco', 'sem pilha', 'estou arrasad*'],
  }),
  S('unwell', {
    en: ['feel* rough', 'feeling rotten', 'feel* rotten', 'feel* crap', 'feel* like death', 'feel* poorly', 'been poorly', 'is poorly', 'ill since'],
    es: ['me encuentro mal', 'se encuentra mal', 'se siente mal', 'esta malito', 'esta malita', 'estoy malo', 'estoy mala', 'ando malo', 'ando mala', 'pachuch*'],
    fr: ['me sens mal', 'se sent mal', 'patraque', 'pas en forme', 'mal fichu*', 'mal foutu*'],
    pt: ['sinto-me mal', 'sinto me mal', 'se sente mal', 'ta ruim', 'estou ruim', 'ando mal', 'esta doentinho', 'esta doentinha', 'adoentad*', 'jururu', 'indisposto', 'indisposta'],
  }),
  S('weight_loss', {
    en: ['dropped .. stone', 'dropped .. pounds', 'dropped .. lbs', 'dropped .. kg', 'dropped .. kilos', 'lost .. stone', 'clothes .. falling off', 'jeans .. falling off', 'trousers .. falling off', 'pants .. falling off', 'skin and bone*', 'wasting away', 'getting thinner', 'losing .. weight', 'weight .. dropping', 'weight .. dropped off', 'weight .. falling off', 'wt loss', 'wt down'],
    es: ['adelgazo', 'adelgazado', 'adelgazando', 'perdiendo peso', 'perdio peso', 'perdido peso', 'perdido .. kilos', 'perdi .. kilos', 'bajo de peso', 'bajando de peso', 'en los huesos', 'la ropa le queda grande', 'la ropa me queda grande', 'mas delgad*', 'mas flac*'],
    fr: ['a maigri', 'ai maigri', 'maigrit', 'maigrissement', 'perd du poids', 'pert du poids', 'perdu des kilos', 'que la peau sur les os', 'vetements .. trop grands', 'flotte dans ses vetements', 'flotte dans mes vetements'],
    pt: ['emagreceu', 'emagrecendo', 'emagrecid*', 'emagrecimento', 'perdeu peso', 'perdendo peso', 'perdeu .. quilos', 'perdi .. quilos', 'perdi .. kg', 'perdeu .. kg', 'pele e osso', 'roupa .. ficou larga', 'roupas .. ficaram largas', 'mais magr*'],
  }),
  S('appetite_loss', {
    en: ['off my food', 'off their food', 'off his grub', "doesn't want to eat", 'does not want to eat', "don't want to eat", 'not eating much', 'picking at .. food', 'no interest in food', 'lost .. appetite', 'appetite .. gone', 'barely eating', 'hardly eating', 'eating nothing'],
    es: ['no tiene hambre', 'no come nada', 'come muy poco', 'perdi el apetito', 'perdio el apetito', 'sin ganas de comer', 'no me entra la comida', 'no le entra la comida', 'inapetente', 'no tiene apetito', 'no tengo apetito'],
    fr: ['plus faim', "plus d'appetit", 'mange plus rien', 'mange presque rien', "perdu l'appetit", "manque d'appetit", 'pas faim', 'mange tres peu', 'touche pas a son assiette'],
    pt: ['sem fome', 'nao tem fome', 'nao tenho fome', 'nao come nada', 'come muito pouco', 'perdeu o apetite', 'perdi o apetite', 'sem vontade de comer', 'fastio', 'nao tem apetite', 'nao tenho apetite'],
  }),
  S('dehydration', {
    en: ['lips .. dry and cracked', 'lips .. cracked and dry', 'tongue .. dry', 'mouth .. bone dry', 'no tears when .. cr*', 'crying without tears', 'eyes .. sunken', 'eyes look sunken', 'nothing stays down', 'everything comes .. back up', 'keeps nothing down', 'keep nothing down', 'not keeping .. down', 'dried out'],
    es: ['ojos hundidos', 'ojitos hundidos', 'labios secos', 'labios resecos', 'lengua seca', 'llora sin lagrimas', 'sin lagrimas', 'no retiene nada', 'no retiene liquidos', 'vomita todo lo que toma', 'vomita todo lo que come', 'todo lo vomita', 'lo vomita todo'],
    fr: ['yeux creux', 'yeux creuses', 'levres seches', 'langue seche', 'pleure sans larmes', 'sans larmes', 'garde rien', 'vomit tout ce qu', 'rend tout ce qu'],
    pt: ['olhos fundos', 'olhos encovados', 'olhos .. fundos', 'labios secos', 'lingua seca', 'chora sem lagrimas', 'sem lagrimas', 'nao para nada no estomago', 'vomita tudo o que', 'nao segura nada', 'nao aguenta nada no estomago'],
  }),
  S('lymph_nodes', {
    en: ['glands up', 'glands are up', 'glands .. swollen up', 'swollen glands in', 'lumps behind .. ears', 'neck glands'],
    es: ['bolitas en el cuello', 'ganglios hinchados', 'se le inflamaron los ganglios'],
    fr: ['ganglions dans le cou', 'glandes gonflees', 'ganglions enfles'],
    pt: ['inguas', 'ingua no pescoco', 'ganglios inchados', 'carocinhos no pescoco'],
  }),

  // ── heart and circulation ─────────────────────────────────────────────────────
  S('chest_pain', {
    en: ['heart is hurting', 'heart hurting', 'heart is sore', 'pain around my heart', 'pain near my heart', 'stabbing .. in my chest', 'sharp pain .. chest', 'ache .. middle of .. chest', 'cp since'],
    es: ['me duele el corazon', 'le duele el corazon', 'dolor en el corazon', 'dolor de pecho', 'punzada* en el pecho', 'pinchazo* en el pecho', 'pecho .. duele', 'me duele el pecho', 'dolor en el torax'],
    fr: ['douleur au coeur', 'douleur dans le coeur', 'point au coeur', 'point dans la poitrine', 'points dans la poitrine', 'poitrine .. fait mal', 'coup de poignard dans la poitrine', 'douleur .. sternum', 'douleur au coeur', 'douleur dans le coeur', 'point au coeur'],
    pt: ['dor no coracao', 'doi o coracao', 'doi-me o coracao', 'pontada no peito', 'pontadas no peito', 'peito .. doi*', 'peito .. doendo', 'dor no meio do peito', 'facada no peito'],
  }),
  S('chest_pressure', {
    en: ['elephant sitting', 'elephant standing on', 'sitting on my chest', 'band round .. chest', 'band around .. chest', 'vice like', 'vice-like', 'like a vice', 'in a vice', 'gripping .. chest', 'weight on .. chest', 'chest .. heavy', 'chest .. squeez*', 'chest .. crushed', 'chest .. being crushed', 'chest .. tight', 'chest .. tightening'],
    es: ['aprieta el pecho', 'aprieta .. pecho', 'pecho apretado', 'pecho .. apretado', 'peso en el pecho', 'pecho oprimido', 'pecho pesado', 'pecho .. pesado', 'opresion en el pecho', 'presion en el pecho', 'como si me apretaran el pecho', 'pecho .. aplastado'],
    fr: ['poitrine serree', 'poitrine .. serree', 'serre .. poitrine', 'poitrine .. serre', 'etau .. poitrine', 'poitrine .. etau', 'barre .. poitrine', 'barre thoracique', 'poitrine .. ecrase*', 'ecrase .. poitrine', 'poitrine .. comprime*', 'oppression .. poitrine'],
    pt: ['peito apertado', 'peito .. apertado', 'peso no peito', 'peito pesado', 'peito .. pesado', 'esmagar .. peito', 'peito .. esmagad*', 'aperta .. peito', 'peito .. a apertar', 'opressao .. peito', 'peito .. preso'],
  }),
  S('radiating_arm_jaw', {
    en: ['shoots .. arm', 'shoots .. jaw', 'shooting .. arm', 'travels .. arm', 'travels .. jaw', 'moves .. arm', 'up into .. jaw', 'into my jaw', 'down .. left arm', 'radiating to l arm', 'rad to l arm', 'radiates to'],
    es: ['se corre al brazo', 'se corre hacia el brazo', 'se va al brazo', 'se va hacia el brazo', 'se me va al brazo', 'corre al brazo', 'corre .. brazo izquierdo', 'pasa al brazo', 'hasta el brazo izquierdo', 'hasta la mandibula', 'sube .. mandibula', 'sube .. quijada', 'se extiende .. brazo', 'se extiende .. mandibula'],
    fr: ['descend .. bras', 'file dans le bras', 'monte .. machoire', "jusqu'a la machoire", "jusqu'au bras", 'jusque dans le bras', 'se propage .. bras', 'irradie'],
    pt: ['vai para o braco', 'vai pro braco', 'vai ao braco', 'desce .. braco', 'sobe .. queixo', 'sobe .. maxilar', 'ate o braco', 'ate ao braco', 'ate o queixo', 'espalha .. braco', 'corre .. braco esquerdo', 'passa para o braco'],
  }),
  S('palpitations', {
    en: ['heart .. like the clappers', 'heart .. jumping', 'heart .. thumping', 'heart .. banging', 'heart .. going crazy', 'heart .. going mad', 'heart .. going really fast', 'heart .. going very fast', 'heart .. beating fast', 'heart .. beating really fast', 'heart .. missing beats', 'heart .. doing flips', 'flip-flops in .. chest', 'butterflies in .. chest', 'heart .. out of .. chest'],
    es: ['corazon .. a mil', 'corazon .. muy rapido', 'corazon .. acelerado', 'corazon .. se me sale', 'corazon .. desbocado', 'corazon .. galopa', 'corazon .. late fuerte', 'corazon .. brinca', 'corazon .. salta', 'taquicardias', 'brincos en el pecho'],
    fr: ['bat la chamade', 'coeur .. bat tres vite', 'coeur .. bat fort', 'coeur .. cogne', 'coeur .. s\'emballe', 'coeur .. saute', 'coeur .. va exploser', 'coeur .. tape', 'coeur .. rate des battements', 'coeur .. bat vite', 'coeur .. bat tres vite', 'coeur .. bat fort', 'coeur .. s\'emballe', 'coeur .. cogne', 'coeur .. saute'],
    pt: ['coracao .. aos saltos', 'coracao .. disparad*', 'coracao .. dispara', 'coracao .. a mil', 'coracao .. muito rapido', 'coracao .. acelerado', 'coracao .. saltando', 'coracao .. pulando', 'coracao .. bate forte', 'coracao .. sair pela boca', 'batedeira no peito'],
  }),
  S('irregular_heartbeat', {
    en: ['heart .. all over the place', 'heart .. out of rhythm', 'heartbeat .. irregular', 'pulse .. irregular', 'pulse .. all over the place', 'irreg pulse', 'irreg hr'],
    es: ['corazon .. irregular', 'latidos irregulares', 'pulso irregular', 'arritmias'],
    fr: ['battements irreguliers', 'pouls irregulier', 'coeur .. bat de travers', 'coeur .. irregulier'],
    pt: ['batimentos irregulares', 'pulso irregular', 'coracao .. descompassado', 'arritmias'],
  }),
  S('syncope', {
    en: ['out cold', 'went down like a sack', 'dropped to the floor', 'keeled over', 'hit the deck', 'came round on the floor', 'came to on the floor', 'woke up on the floor', 'went limp and', 'lost conscious*', 'lost consciousness'],
    es: ['se desvanecio', 'desvanecimiento', 'perdio el conocimiento', 'perdio la conciencia', 'perdi la conciencia', 'se quedo inconsciente', 'vahido', 'se cayo redond*', 'se quedo sin sentido', 'se privo', 'perdio el sentido'],
    fr: ['tombe* dans les pommes', 'tombee dans les pommes', 'perdu connaissance', 'perte de conscience', 'tombe* dans les vapes', 'est tombe inconscient*', 'a perdu conscience'],
    pt: ['apagou no', 'apagou na', 'apagou de repente', 'ele apagou', 'ela apagou', 'perdeu os sentidos', 'perdeu a consciencia', 'perdi a consciencia', 'perdeu o conhecimento', 'caiu desmaiad*', 'teve um desmaio', 'deu um desmaio', 'deu-lhe uma coisa e caiu', 'teve uma sincope'],
  }),
  S('lightheaded', {
    en: ['feel faint', 'feeling faint', 'felt faint', 'going to faint', 'gonna faint', 'going to pass out', 'gonna pass out', 'feel* wobbly', 'legs .. wobbly', 'head .. swimming', 'swimmy', 'seeing stars', 'vision .. went grey', 'almost passed out', 'nearly passed out', 'nearly blacked out'],
    es: ['casi me desmayo', 'casi se desmaya', 'me voy a desmayar', 'se va a desmayar', 'cabeza floja', 'cabeza .. liviana', 'como que me voy a caer', 'me quedo en blanco', 'vista .. nublada al levantarme', 'flojera en la cabeza'],
    fr: ['failli tomber dans les pommes', 'presque evanoui*', 'vais tomber dans les pommes', 'vais m\'evanouir', 'tete legere', 'la tete qui tourne en me levant', 'voile noir'],
    pt: ['vou desmaiar', 'quase desmaiou', 'quase desmaio', 'cabeca leve', 'cabeca .. vazia', 'vista escureceu', 'vista .. escurece', 'sensacao de desmaio', 'fraqueza na cabeca'],
  }),
  S('diaphoresis', {
    en: ['sweating buckets', 'sweating like a pig', 'dripping with sweat', 'dripping sweat', 'covered in sweat', 'soaked in sweat', 'cold and clammy', 'cold and sweaty', 'sweaty and pale'],
    es: ['sudando a chorros', 'empapado de sudor', 'empapada de sudor', 'sudor frio', 'sudando frio', 'banado en sudor', 'banada en sudor'],
    fr: ['en sueur', 'trempe de sueur', 'trempee de sueur', 'sueurs froides', 'sue a grosses gouttes'],
    pt: ['suando frio', 'suor frio', 'encharcado de suor', 'encharcada de suor', 'pingando de suor', 'suadissim*', 'todo suado', 'toda suada'],
  }),
  S('dyspnea', {
    en: ["can't get .. breath", 'cannot get .. breath', 'can not get .. breath', 'could not get .. breath', "couldn't get .. breath", 'struggling for breath', 'fighting for breath', 'gasping for air', 'gasping for breath', 'puffing and panting', 'puffed out', 'short of puff', 'out of puff', "can't breath", 'cant breath', 'hard to breath', 'difficult to breathe', 'difficult to breath', 'difficulty to breath*', 'breathing difficult*', 'breathe difficult*', 'breath difficult*', 'problem breathing', 'problem to breath*', 'problems breathing', 'breathing hard', 'breathing really hard', 'breathing very hard', 'breathing fast and hard', 'breathing heavy', 'heavy breathing', 'ribs .. sucking in', 'sucking in .. ribs', 'skin .. sucking in .. ribs', 'indrawing', 'nostrils flaring', 'nasal flaring', "can't get enough air", 'cannot get enough air', 'not getting enough air', 'suffocating', 'sob at rest'],
    es: ['cuesta respirar', 'costando respirar', 'respira con dificultad', 'respiro con dificultad', 'respira mal', 'respiro mal', 'respirando mal', 'sin aliento', 'le falta el aire', 'le falta aire', 'no le entra el aire', 'no me entra el aire', 'no puede respirar', 'se ahoga', 'se esta ahogando', 'me estoy ahogando', 'se le hunden las costillas', 'se le marcan las costillas', 'aleteo nasal', 'asfixia*', 'jadea*', 'respira agitad*'],
    fr: ['respire mal', 'respire difficilement', 'respire tres vite', 'manque de souffle', 'souffle coupe', 'a bout de souffle', 'etouffe', 'tirage', 'ses cotes se creusent', 'respire avec le ventre', 'battement des ailes du nez', 'peine a respirer', 'arrive pas a respirer', 'arrive plus a respirer', 'peux pas respirer', 'peux plus respirer', 'peut pas respirer', 'peut plus respirer', 'respiration difficile', 'difficultes respiratoires', 'essouffle*'],
    pt: ['falta de folego', 'sem folego', 'respirando mal', 'respira mal', 'respiro mal', 'dificuldade em respirar', 'dificuldades em respirar', 'custa a respirar', 'custa respirar', 'custando a respirar', 'sufocad*', 'sufocando', 'nao consigo respirar', 'nao consegue respirar', 'puxando o ar', 'puxa o ar', 'costelas .. afundando', 'costelas .. a afundar', 'tiragem', 'batimento de asa', 'o ar nao chega', 'ar nao entra', 'me falta o ar', 'falta me o ar', 'falta-lhe o ar', 'falta lhe o ar', 'cansaco para respirar'],
  }),
  S('dyspnea_on_exertion', {
    en: ['puffed .. stairs', 'puffing .. stairs', 'out of breath .. walking', 'out of breath .. stairs', 'breathless .. walking', "can't walk .. without .. breath", 'stop .. catch my breath', 'stop .. get my breath', 'sob on minimal exertion', 'soboe'],
    es: ['me ahogo al caminar', 'se ahoga al caminar', 'me ahogo al subir', 'me falta el aire al caminar', 'me falta el aire al subir', 'me canso al subir escaleras', 'ahogo al andar'],
    fr: ['essouffle* en montant', 'essouffle* en marchant', 'souffle .. escaliers', 'souffle court .. effort', 'manque de souffle .. marche'],
    pt: ['falta de ar .. andar', 'falta de ar .. escadas', 'falta de ar .. caminhar', 'cansaco .. subir escadas', 'canso-me a subir', 'fico sem ar .. escadas', 'fico sem folego .. andar'],
  }),
  S('orthopnea', {
    en: ['sleep .. propped up', 'sleeping .. propped up', 'sleep in .. chair', 'sleeping in .. chair', 'need .. pillows to breathe', "can't lie down .. breath*", 'cannot lie down .. breath*', 'worse lying down .. breath*'],
    es: ['duermo sentad*', 'duerme sentad*', 'no puedo acostarme', 'no puede acostarse', 'me ahogo acostad*', 'me ahogo al acostarme', 'varias almohadas'],
    fr: ['dors assis*', 'dort assis*', 'peux pas m\'allonger', 'etouffe couche*', 'etouffe allonge*', 'plusieurs oreillers'],
    pt: ['durmo sentad*', 'dorme sentad*', 'nao consigo deitar', 'nao consegue deitar', 'falta de ar deitad*', 'falta de ar ao deitar', 'varias almofadas', 'varios travesseiros'],
  }),
  S('pnd', {
    en: ['wake up .. fighting for breath', 'woke up .. fighting for breath', 'wake up .. choking', 'wake .. at night .. breathless', 'waking .. night .. gasping', 'wakes up .. gasping'],
    es: ['me despierto ahogad*', 'se despierta ahogad*', 'me despierto sin aire', 'me despierto .. falta de aire', 'despierto .. ahogandome'],
    fr: ['reveille* en etouffant', 'reveille* .. manque d\'air', 'reveille* .. essouffle*'],
    pt: ['acordo sufocad*', 'acorda sufocad*', 'acordo .. falta de ar', 'acorda .. falta de ar', 'acordo sem folego'],
  }),
  S('leg_swelling', {
    en: ['ankles .. puffed up', 'ankles .. puffy', 'feet .. puffed up', 'legs .. puffed up', 'ankles .. blown up', 'feet .. blown up', 'legs .. like balloons', 'ankles .. like balloons', 'shoes .. too tight', "can't get .. shoes on", 'socks .. marks', 'sock marks', 'fluid .. in .. legs', 'water .. in .. legs', 'fluid .. ankles', 'pedal oedema', 'bilat le edema'],
    es: ['pies hinchados', 'pie hinchado', 'pies .. hinchados', 'tobillos .. hinchados', 'piernas .. hinchadas', 'hinchazon de pies', 'hinchazon en los pies', 'se me hinchan los pies', 'se me hinchan las piernas', 'retencion de liquidos .. piernas', 'patas hinchadas'],
    fr: ['pieds gonfles', 'pieds .. gonfles', 'chevilles .. gonflees', 'jambes .. gonflees', 'jambes .. enflees', 'pieds .. enfles', 'chevilles .. enflees', 'gonflement des pieds', 'oedeme .. pieds', 'gonflement des chevilles', 'jambes lourdes et gonflees'],
    pt: ['pes inchados', 'pe inchado', 'pes .. inchados', 'tornozelos .. inchados', 'pernas .. inchadas', 'inchaco nos pes', 'inchaco nas pernas', 'inchaco nos tornozelos', 'pernas inchadas', 'retencao de liquidos .. pernas', 'canelas inchadas'],
  }),
  S('calf_pain', {
    en: ['calf .. killing', 'calf .. throbbing', 'calf .. tight and sore', 'back of .. leg .. hurts', 'back of .. leg .. sore', 'back of my leg .. pain', 'pain .. back of my leg'],
    es: ['dolor* .. gemelo*', 'duele* .. gemelo*', 'dolor* .. chamorro', 'duele .. chamorro', 'pantorrilla .. duele', 'pantorrilla .. dolorida'],
    fr: ['mollet .. fait mal', 'mollet .. douloureux', 'mal au mollet', 'mal dans le mollet'],
    pt: ['batata da perna .. doi*', 'dor* .. batata da perna', 'dor* .. barriga da perna', 'panturrilha .. doi*', 'panturrilha .. doendo', 'gemeo* .. doi*', 'dor* .. gemeo*'],
  }),
  S('cold_limb', {
    en: ['leg .. cold .. white', 'leg .. white and cold', 'foot .. white and cold', 'foot .. ice cold', 'leg .. ice cold', 'foot .. gone white', 'leg .. gone white', 'foot .. gone blue', 'foot .. cold and numb', 'toes .. cold and blue', 'no pulse in .. leg'],
    es: ['pierna helada', 'pie helado', 'pierna .. fria y blanca', 'pie .. frio y morado', 'pierna .. fria y palida', 'pie .. blanco y frio', 'dedos morados y frios'],
    fr: ['pied glace', 'jambe glacee', 'jambe .. froide et blanche', 'pied .. froid et blanc', 'pied .. froid et bleu', 'jambe .. froide et pale'],
    pt: ['perna gelada', 'pe gelado', 'perna .. fria e branca', 'pe .. frio e roxo', 'pe .. frio e branco', 'perna .. fria e palida', 'dedos roxos e frios'],
  }),

  // ── breathing, throat, ear, nose ──────────────────────────────────────────────
  S('cough', {
    en: ['coughin', 'cofing', 'coff', 'barking away', 'hacking away', 'tickly cough'],
    es: ['tose mucho', 'tose', 'tosecita', 'tos seca', 'tos con flemas', 'tos perruna', 'tos que no se le quita', 'tos que no se me quita'],
    fr: ['tousse beaucoup', 'toussote', 'toussait', 'quinte* de toux', 'toux grasse', 'toux seche'],
    pt: ['tossindo muito', 'tosse muito', 'tossia', 'tossezinha', 'tosse seca', 'tosse com catarro', 'a tossir'],
  }),
  S('productive_cough', {
    en: ['bringing up .. phlegm', 'coughing up .. gunk', 'coughing up .. muck', 'coughing up .. stuff', 'coughing up green', 'coughing up yellow', 'hocking up', 'loose cough', 'rattly cough'],
    es: ['tos con flemas', 'tos con mocos', 'tos productiva', 'saca flemas', 'escupe flemas', 'gargajo*', 'tos con catarro', 'tos humeda'],
    fr: ['toux grasse', 'crache* des glaires', 'crachats verts', 'crachats jaunes', 'toux productive'],
    pt: ['tosse com catarro', 'tosse com expectoracao', 'tosse produtiva', 'escarrando', 'tosse cheia', 'tosse molhada', 'expectoracao'],
  }),
  S('hemoptysis', {
    en: ['coughing blood', 'coughed blood', 'coughs .. blood', 'blood in .. phlegm', 'blood .. when i cough', 'spitting up blood', 'spitting blood when .. cough*', 'blood-streaked phlegm', 'bloody phlegm', 'streaks of blood .. phlegm'],
    es: ['escupo sangre', 'escupe sangre', 'escupiendo sangre', 'flemas con sangre', 'tose sangre', 'toso sangre', 'sangre al toser', 'esputo con sangre', 'gargajos con sangre'],
    fr: ['crache du sang', 'crache de sang', 'crachats .. sang', 'tousse du sang', 'sang quand je tousse', 'glaires .. sang'],
    pt: ['cuspir sangue', 'cuspindo sangue', 'cospe sangue', 'cuspo sangue', 'catarro com sangue', 'tossir sangue', 'tossindo sangue', 'tosse sangue', 'sangue ao tossir', 'expectoracao com sangue', 'escarro .. sangue'],
  }),
  S('wheeze', {
    en: ['breath .. making noise', 'breathing .. making .. noise', 'noise when .. breath*', 'makes a noise when .. breath*', 'whistl* .. chest', 'chest .. whistl*', 'whistle .. breathes', 'whistle .. breathing', 'breathing .. whistl*', 'whistly', 'squeaky breathing', 'chest .. squeak*', 'tight and wheezy', 'purring .. chest'],
    es: ['pito .. pecho', 'pitos .. pecho', 'pecho .. pito*', 'silba el pecho', 'silba .. pecho', 'pecho .. silba', 'pecho .. silbando', 'pecho .. pitando', 'silbido al respirar', 'respira con silbido', 'hervidera*', 'chiflido* .. pecho', 'ronca el pecho', 'gatitos en el pecho'],
    fr: ['siffle .. poitrine', 'poitrine .. siffle*', 'siffle* .. respir*', 'respire en sifflant', 'sifflante', 'bruit de sifflet'],
    pt: ['peito .. chiar', 'chiadeira', 'peito chiando', 'chia o peito', 'gatinhos no peito', 'pieira', 'sibilancia*', 'assobio .. peito', 'peito .. assobi*', 'assobia ao respirar', 'chiado ao respirar'],
  }),
  S('stridor', {
    en: ['croupy', 'bark* like a seal', 'barky', 'seal-like', 'high pitched noise .. breath*', 'high pitched noise .. breathing in', 'high pitched sound .. breathing in', 'noise .. breathing in', 'harsh noise .. breath*', 'squeak* .. breathing in', 'noisy breath*'],
    es: ['tos perruna', 'tos de foca', 'tos de perrito', 'tos de lobo', 'ruido al respirar', 'respira con ruido', 'respiracion ruidosa', 'ruido al meter el aire', 'crup', 'suena como una foca'],
    fr: ['toux de phoque', 'toux d\'otarie', 'toux aboyante', 'bruit .. quand il inspire', 'bruit .. quand elle inspire', 'respiration bruyante', 'respire bruyamment'],
    pt: ['tosse de cao', 'tosse de cachorro', 'tosse de foca', 'tosse de lobo', 'barulho ao respirar', 'respira com barulho', 'respiracao ruidosa', 'ruido ao respirar', 'crupe'],
  }),
  S('cant_speak_sentences', {
    en: ["can't talk .. breath", 'cannot talk .. breath', 'too breathless to', "can't get .. words out .. breath", 'only .. few words .. breath', 'speaking in single words', 'talking in single words'],
    es: ['no puede hablar del ahogo', 'no puede ni hablar', 'no puedo ni hablar', 'habla entrecortad*', 'no le sale la voz del ahogo'],
    fr: ['peut plus parler tellement', 'peut pas finir ses phrases', 'arrive pas a finir ses phrases', 'parle par mots'],
    pt: ['nao consegue falar de falta de ar', 'nao consegue nem falar', 'nao consigo nem falar', 'fala entrecortad*', 'nao consegue acabar as frases'],
  }),
  S('sore_throat', {
    en: ['throat .. killing', 'throat .. on fire', 'throat .. raw', 'raw throat', 'scratchy throat', 'throat .. scratchy', 'strep', 'strep throat', 'tonsillitis', 'sore thoat', 'throat is sore', 'painful swallow*'],
    es: ['garganta .. duele', 'me duele la garganta', 'le duele la garganta', 'garganta .. irritada', 'garganta .. pica', 'carraspera', 'anginas', 'placas en la garganta', 'garganta .. inflamada', 'garganta .. roja'],
    fr: ['gorge .. gratte', 'gorge qui gratte', 'gorge .. irritee', 'gorge .. en feu', 'gorge .. fait mal', 'gorge .. rouge', 'angine blanche'],
    pt: ['garganta arranhando', 'garganta .. arranha*', 'garganta .. doi*', 'garganta .. doendo', 'garganta .. inflamada', 'garganta .. irritada', 'dor de garganta', 'dor na garganta', 'placas na garganta', 'amigdalas inflamadas'],
  }),
  S('swollen_tonsils', {
    en: ['tonsils .. huge', 'tonsils .. massive', 'tonsils .. swollen', 'tonsils .. enlarged', 'white spots on .. tonsils', 'pus on .. tonsils'],
    es: ['amigdalas inflamadas', 'amigdalas hinchadas', 'placas de pus', 'anginas inflamadas'],
    fr: ['amygdales gonflees', 'amygdales enormes', 'points blancs .. amygdales'],
    pt: ['amigdalas inchadas', 'amigdalas inflamadas', 'placas de pus', 'pus nas amigdalas'],
  }),
  S('hoarseness', {
    en: ['lost my voice', 'lost his voice', 'lost her voice', 'croaky', 'voice .. gone', 'voice .. husky', 'husky voice', 'voice .. raspy', 'raspy voice'],
    es: ['afonic*', 'ronquera', 'laringitis', 'me quede sin voz', 'perdi la voz', 'se me fue la voz', 'voz tomada'],
    fr: ['aphone', 'laryngite', 'enroue*', 'voix cassee', 'voix rauque', 'perdu la voix', 'plus de voix'],
    pt: ['afonic*', 'laringite', 'rouquidao', 'rouco', 'rouca', 'fiquei sem voz', 'ficou sem voz', 'perdi a voz', 'perdeu a voz', 'voz .. rouca'],
  }),
  S('runny_nose', {
    en: ['snotty nose', 'snot everywhere', 'nose .. streaming', 'streaming nose', 'nose .. dripping', 'nose .. like a tap', 'snuffly', 'snuffles'],
    es: ['moquera', 'mocos', 'moco', 'nariz .. chorrea', 'le chorrea la nariz', 'goteo nasal', 'mormado', 'mormada', 'catarro nasal'],
    fr: ['nez qui coule', 'nez .. coule', 'morve', 'mouche beaucoup', 'le nez qui goutte'],
    pt: ['nariz a pingar', 'nariz pingando', 'nariz .. escorrer', 'nariz .. escorre', 'ranho', 'monco*', 'coriza', 'muco no nariz'],
  }),
  S('sinus_congestion', {
    en: ['bunged up', 'nose .. blocked up', 'nose .. stuffed', "can't breathe through .. nose", 'cannot breathe through .. nose', 'nose .. congested', 'sinuses .. blocked', 'sinus pressure'],
    es: ['nariz tapada', 'nariz .. tapada', 'mormad*', 'no puedo respirar por la nariz', 'sinusitis'],
    fr: ['nez bouche', 'nez .. bouche', 'nez pris', 'sinus bouches', 'respire pas par le nez', 'sinusite'],
    pt: ['nariz entupido', 'nariz .. entupido', 'nariz tapado', 'nariz .. tapado', 'nariz trancado', 'sinusite', 'nao respiro pelo nariz'],
  }),
  S('cold_symptoms', {
    en: ['cold and cough', 'stinking cold', 'streaming cold', 'snotty cold', 'chesty cold', 'full of cold', 'runny nose and'],
    es: ['resfriad*', 'resfrio', 'catarro', 'constipado', 'constipada', 'trancazo', 'gripa'],
    fr: ['rhume', 'enrhume*', 'chope un rhume'],
    pt: ['resfriad*', 'resfriamento', 'defluxo'],
  }),
  S('flu_like', {
    en: ['aching everywhere', 'aches and pains', 'achy body', 'body .. aching', 'body .. aches', 'every bone .. aches', 'like .. hit by a bus', 'like .. hit by a truck', 'like i have been run over', 'feel* fluey', 'fluey', 'flu-ish', 'flu symptoms'],
    es: ['dolor de cuerpo', 'cuerpo cortado', 'me duele todo el cuerpo', 'le duele todo el cuerpo', 'cuerpo molido', 'cuerpo adolorido', 'cuerpo dolorido', 'gripe', 'gripazo', 'trancazo'],
    fr: ['courbatu*', 'mal partout', 'mal a tout le corps', 'grippe', 'syndrome grippal', 'etat grippal'],
    pt: ['dor no corpo', 'dores no corpo', 'corpo todo doi', 'corpo dorido', 'corpo dolorido', 'corpo moido', 'moleza no corpo', 'gripe', 'gripado', 'gripada', 'estado gripal'],
  }),
  S('ear_pain', {
    en: ['earache', 'ear ache', 'ear .. killing', 'ear .. throbbing', 'pulling at .. ear', 'tugging at .. ear', 'rubbing .. ear', 'ear infection'],
    es: ['dolor de oido', 'duele el oido', 'duele la oreja', 'oido .. duele', 'se toca la oreja', 'se jala la oreja', 'infeccion de oido', 'otitis'],
    fr: ["mal a l'oreille", 'mal a l oreille', 'mal aux oreilles', 'oreille .. fait mal', 'se tire l\'oreille', 'se touche l\'oreille', 'otite'],
    pt: ['dor de ouvido', 'dor no ouvido', 'ouvido .. doi*', 'ouvido .. doendo', 'doi-lhe o ouvido', 'doi lhe o ouvido', 'puxa a orelha', 'mexe na orelha', 'otite', 'infeccao no ouvido'],
  }),
  S('ear_discharge', {
    en: ['gunk .. coming out of .. ear', 'stuff .. coming out of .. ear', 'ear .. leaking', 'ear .. oozing', 'ear .. weeping', 'pus .. ear', 'runny ear', 'ear .. smells'],
    es: ['supura el oido', 'le supura el oido', 'sale pus del oido', 'pus del oido', 'liquido del oido', 'oido .. supura'],
    fr: ["coule de l'oreille", 'oreille qui coule', 'pus .. oreille', 'ecoulement .. oreille'],
    pt: ['sai pus do ouvido', 'pus no ouvido', 'ouvido .. a pingar', 'ouvido pingando', 'liquido .. ouvido', 'ouvido .. supura*'],
  }),
  S('hearing_loss', {
    en: ["can't hear out of", 'cannot hear out of', "can't hear .. in .. ear", 'gone deaf', 'deaf in', 'hearing .. gone', 'muffled hearing', 'hearing .. muffled', 'hard of hearing', "can't hear properly"],
    es: ['no oigo nada por', 'no oye bien', 'no escucho bien', 'no oigo bien', 'sordera', 'me quede sordo', 'me quede sorda', 'sordo de un oido'],
    fr: ['entends plus rien', 'entend plus rien', 'entends plus de l\'oreille', 'entend plus de l\'oreille', 'entends plus d\'une oreille', 'sourd* d\'une oreille', 'perdu l\'audition', 'baisse de l\'audition'],
    pt: ['nao ouco nada do', 'nao ouve bem', 'nao ouco bem', 'nao escuto bem', 'ouco mal do', 'ouve mal do', 'surdez', 'fiquei surdo', 'fiquei surda', 'surdo de um ouvido'],
  }),
  S('tinnitus', {
    en: ['ringing in .. ear*', 'ears .. ringing', 'buzzing in .. ear*', 'ears .. buzzing', 'whooshing in .. ear*', 'hissing in .. ear*'],
    es: ['zumbido* .. oido*', 'pitido* .. oido*', 'me pitan los oidos', 'oidos .. zumban'],
    fr: ['bourdonnement* .. oreille*', 'sifflement* .. oreille*', 'oreilles .. sifflent', 'acouphene*'],
    pt: ['zumbido* .. ouvido*', 'apito .. ouvido*', 'ouvidos .. apitam', 'ouvido .. zumbindo'],
  }),
  S('nosebleed', {
    en: ['nose .. pouring blood', 'blood .. pouring .. nose', 'blood .. from .. nose', 'nose .. bleed*', 'nose won\'t stop bleeding'],
    es: ['sangra por la nariz', 'sangrado de nariz', 'sangre de la nariz', 'hemorragia nasal', 'le sale sangre de la nariz', 'sangrado nasal'],
    fr: ['saigne du nez', 'saignement de nez', 'sang .. nez', 'nez qui saigne'],
    pt: ['sangra do nariz', 'sangrando do nariz', 'sangue do nariz', 'sangue pelo nariz', 'sangramento nasal', 'nariz .. sangrar', 'nariz .. sangrando'],
  }),

  // ── belly ─────────────────────────────────────────────────────────────────────
  S('abdominal_pain', {
    en: ['tummy ache*', 'tummy pain*', 'sore tummy', 'tummy .. hurt*', 'tummy .. sore', 'tummy .. killing', 'tummy cramp*', 'bellyache*', 'belly ache*', 'belly pain*', 'belly .. hurt*', 'belly .. sore', 'sore belly', 'belly cramp*', 'stomach ache*', 'stomachache*', 'stomach pain*', 'stomach .. hurt*', 'stomach .. sore', 'stomach .. killing', 'stomach cramp*', 'abdo pain', 'abd pain', 'abdo cramp*', 'abdominal cramp*', 'gut pain', 'gut ache', 'guts .. hurt*', 'pain .. tummy', 'pain .. belly', 'pain .. stomach', 'ache .. tummy', 'cramps .. tummy', 'cramps .. belly', 'cramping .. tummy', 'cramping .. stomach', 'cramping .. belly', 'tummy is hurting', 'pain in the tum', 'abdominal pain*', 'abd px', 'stomach pains'],
    es: ['dolor de tripa', 'duele la tripa', 'dolor* .. tripa*', 'tripa .. duele', 'dolor de guata', 'duele la guata', 'barriga .. duele', 'panza .. duele', 'estomago .. duele', 'vientre .. duele', 'retortijon*', 'colicos', 'colico* .. barriga', 'colico* .. estomago', 'calambres .. barriga', 'calambres .. estomago', 'dolor de barriga', 'dolor de panza', 'dolor abdominal', 'dolor en la boca del estomago', 'punzadas en la barriga', 'punzadas en el estomago'],
    fr: ['mal au bidou', 'douleur* .. bidou', 'ventre .. fait mal', 'ventre .. douloureux', 'ventre douloureux', 'maux de ventre', "maux d'estomac", "crampe* d'estomac", 'crampes abdominales', 'crampes au ventre', 'tord le ventre', 'tortille le ventre', 'estomac .. fait mal', 'mal dans le ventre', 'mal a l estomac', 'douleurs abdominales'],
    pt: ['barriga .. doi*', 'barriga .. doendo', 'barriga .. a doer', 'dor no bucho', 'dor de bucho', 'bucho .. doi*', 'colicas na barriga', 'colica na barriga', 'colicas .. barriga', 'estomago .. doi*', 'estomago .. doendo', 'pontadas na barriga', 'pontada na barriga', 'dor na barriga', 'dores na barriga', 'dor de barriga', 'dores de barriga', 'dores abdominais', 'dor na boca do estomago', 'dor na panca', 'barriga a doer'],
  }),
  S('abd_pain_rlq', {
    en: ['pain .. bottom right', 'pain .. lower right', 'right lower .. tummy', 'right side of .. tummy', 'right side of .. belly', 'right side low down', 'rif pain', 'rif tender*', 'rlq'],
    es: ['lado derecho .. barriga', 'lado derecho .. abajo', 'parte baja derecha', 'abajo a la derecha', 'fosa iliaca derecha', 'costado derecho abajo'],
    fr: ['en bas a droite', 'fosse iliaque droite', 'bas du ventre a droite', 'cote droit du ventre'],
    pt: ['lado direito .. barriga', 'em baixo a direita', 'embaixo do lado direito', 'parte de baixo direita', 'fossa iliaca direita', 'pe da barriga do lado direito'],
  }),
  S('abd_pain_ruq', {
    en: ['under .. right ribs', 'under .. ribs on the right', 'upper right .. tummy', 'right side under .. ribs', 'ruq', 'right upper quadrant'],
    es: ['debajo de las costillas derechas', 'bajo las costillas del lado derecho', 'arriba a la derecha', 'dolor en el higado', 'duele el higado'],
    fr: ['sous les cotes a droite', 'en haut a droite', 'douleur au foie'],
    pt: ['debaixo das costelas do lado direito', 'em cima a direita', 'dor no figado', 'doi o figado'],
  }),
  S('abd_pain_epigastric', {
    en: ['pit of my stomach', 'pit of .. stomach', 'top of my tummy', 'top of .. stomach', 'upper tummy', 'upper belly', 'just under .. breastbone', 'epigastr*'],
    es: ['boca del estomago', 'parte alta del estomago', 'arriba del ombligo', 'epigastrio'],
    fr: ['creux de l\'estomac', 'creux de l estomac', 'haut du ventre', 'au-dessus du nombril', 'epigastre'],
    pt: ['boca do estomago', 'parte de cima da barriga', 'acima do umbigo', 'epigastrio'],
  }),
  S('abd_pain_lower', {
    en: ['lower tummy', 'lower belly', 'low in .. tummy', 'bottom of .. tummy', 'below .. belly button', 'suprapubic'],
    es: ['bajo vientre', 'parte baja de la barriga', 'debajo del ombligo', 'abajo del ombligo'],
    fr: ['bas du ventre', 'bas ventre', 'sous le nombril'],
    pt: ['pe da barriga', 'dor no pe da barriga', 'dores no pe da barriga', 'dor no baixo ventre', 'parte de baixo da barriga', 'baixo ventre', 'abaixo do umbigo', 'embaixo do umbigo'],
  }),
  S('abd_pain_periumbilical', {
    en: ['around .. belly button', 'round .. belly button', 'around .. tummy button', 'near .. belly button'],
    es: ['alrededor del ombligo', 'en el ombligo'],
    fr: ['autour du nombril', 'au niveau du nombril'],
    pt: ['em volta do umbigo', 'ao redor do umbigo', 'a volta do umbigo'],
  }),
  S('nausea', {
    en: ['feel* sicky', 'green around the gills', 'want to be sick', 'going to be sick', 'gonna be sick', 'gonna throw up', 'about to throw up', 'going to throw up', 'feel like i .. throw up', 'feel like .. be sick', 'could be sick', 'might throw up', 'stomach .. churning', 'nauseus', 'nausia', 'naseous'],
    es: ['estomago revuelto', 'revuelto el estomago', 'ganas de devolver', 'ganas de arrojar', 'naseas', 'nauceas', 'mareada del estomago', 'revoltura', 'basca*'],
    fr: ['haut le coeur', 'haut-le-coeur', 'barbouill*', 'mal au coeur', 'envie de gerber', 'nausees', 'estomac retourne', 'mal au coeur', 'haut le coeur', 'haut-le-coeur', 'coeur au bord des levres'],
    pt: ['estomago embrulhado', 'ansia de vomito', 'ansias de vomito', 'nauseado', 'nauseada', 'estomago .. revirado', 'enjoad*', 'vontade de gomitar'],
  }),
  S('vomiting', {
    en: ['chuck* up', 'chucking up', 'upchuck*', 'spewing up', 'spewed up', 'spew up', 'barf*', 'sicking up', 'sick everywhere', 'brought .. back up', 'bringing .. back up', 'brings .. back up', 'n+v', 'n&v', 'n & v', 'vomming', 'dry heav*', 'keeps being sick', 'vomted', 'vomitted', 'vomitting', 'vommit*'],
    es: ['lo devuelve todo', 'devuelve todo', 'devuelve la comida', 'devuelve la leche', 'devuelvo todo', 'arrojando', 'arroja todo', 'arrojo todo', 'ha arrojado', 'echando la papilla', 'echa todo lo que come', 'lo echa todo', 'basqueando', 'volvio el estomago', 'volviendo el estomago'],
    fr: ['gerbe', 'gerber', 'degueul*', 'a tout rendu', 'rend tout', 'rendu son repas', 'regurgite*', 'renvoie tout'],
    pt: ['gomit*', 'gumit*', 'botando tudo pra fora', 'bota tudo pra fora', 'botou tudo pra fora', 'bolsar', 'bolsou', 'vomitou', 'vomitando', 'golfou', 'trouxe tudo para fora'],
  }),
  S('persistent_vomiting', {
    en: ["can't stop being sick", "can't stop throwing up", 'cannot stop vomiting', "won't stop vomiting", "won't stop being sick", 'sick every .. minutes', 'vomiting all day', 'vomiting all night', 'non stop vomiting', 'nonstop vomiting'],
    es: ['no para de vomitar', 'vomita sin parar', 'vomitando todo el dia', 'vomita todo el rato'],
    fr: ['arrete pas de vomir', 'vomit sans arret', 'vomit toute la journee', 'vomit tout le temps'],
    pt: ['nao para de vomitar', 'vomita sem parar', 'vomitando o dia todo', 'vomita toda hora', 'vomita a toda a hora'],
  }),
  S('diarrhea', {
    en: ['squits', 'the trots', 'runny poo*', 'watery poo*', 'loose poo*', 'runny stool*', 'runny bowels', 'liquid poo*', 'poo .. like water', 'poos .. like water', 'loose motions', 'watery motions', 'loose movements', 'diarhea', 'diarhoea', 'diahorrea', 'diahrrea', 'diarreah', 'diarrea', 'the shits', 'explosive poo*', 'bowels .. loose', 'pooing .. water'],
    es: ['estomago suelto', 'suelto de estomago', 'cagadera', 'caca liquida', 'caca aguada', 'caca suelta', 'popo aguado', 'popo liquido', 'popo suelto', 'heces sueltas', 'heces blandas', 'evacuaciones liquidas', 'evacuaciones aguadas', 'descompuesto del estomago', 'flojera de estomago', 'churrias', 'cagalera'],
    fr: ['la courante', 'chiasse', 'selles molles', 'caca liquide', 'caca mou', 'cacas liquides', 'cacas mous', 'selles tres liquides', 'va a la selle .. fois'],
    pt: ['coco mole', 'coco liquido', 'coco aguado', 'coco ralo', 'coco .. liquido', 'fezes moles', 'fezes aguadas', 'barriga solta', 'desarranjo', 'dor de barriga e coco mole', 'caganeira', 'cagarola', 'evacuacoes liquidas'],
  }),
  S('constipation', {
    en: ["haven't been for a poo", "hasn't been for a poo", "haven't done a poo", "hasn't done a poo", "hasn't pooed", "haven't pooed", 'not pooed', 'not done a poo', 'bunged up .. bowels', 'poo .. hard', 'poos .. hard', 'rabbit droppings', 'poo* like pebbles', 'pebble-like'],
    es: ['no hago caca', 'no hace caca', 'no ha hecho caca', 'no puede hacer caca', 'estrenid*', 'no evacua', 'caca dura', 'heces duras', 'popo duro'],
    fr: ['pas fait caca', 'fait pas caca', 'peut pas faire caca', 'caca dur', 'selles dures', 'va pas a la selle', 'constipe*'],
    pt: ['nao faz coco', 'nao fez coco', 'nao consegue fazer coco', 'coco duro', 'fezes duras', 'intestino preso', 'intestino parado', 'prisao de ventre', 'obstipad*', 'obstipacao'],
  }),
  S('blood_in_stool', {
    en: ['blood when i poo', 'blood when .. poo*', 'blood in .. poo*', 'bloody poo*', 'poo .. bloody', 'blood .. in the pan', 'blood .. on the paper', 'blood .. from .. back passage', 'bleeding from .. back passage', 'bleeding .. from .. bum', 'blood from .. bum', 'pr bleed*', 'pr blood'],
    es: ['caca con sangre', 'popo con sangre', 'heces con sangre', 'sangre en la caca', 'sangre en el popo', 'sangre al hacer caca', 'sangre por el ano', 'sangre por detras', 'sangrado por el recto', 'sangro por el ano'],
    fr: ['sang dans le caca', 'caca .. sang', 'sang dans les selles', 'sang .. papier toilette', 'saigne de l\'anus', 'saigne du derriere', 'sang par l\'anus'],
    pt: ['coco com sangue', 'sangue no coco', 'fezes com sangue', 'sangue nas fezes', 'sangue ao evacuar', 'sangue no papel', 'sangue pelo anus', 'sangrando pelo anus', 'sangue .. rabo'],
  }),
  S('black_stool', {
    en: ['poo .. black', 'poos .. black', 'black poo*', 'black .. like tar', 'tar-like', 'tarry poo*', 'poo .. like tar', 'stool .. like tar', 'jet black poo'],
    es: ['caca negra', 'popo negro', 'heces negras', 'heces como alquitran', 'negra como el alquitran', 'evacuaciones negras', 'heces color pez', 'deposiciones negras'],
    fr: ['caca noir', 'cacas noirs', 'selles noires', 'selles .. goudron', 'noires comme du goudron', 'selles noiratres'],
    pt: ['coco preto', 'coco .. preto', 'fezes pretas', 'fezes negras', 'fezes .. alcatrao', 'coco escuro como', 'fezes cor de borra'],
  }),
  S('vomiting_blood', {
    en: ['vomiting .. blood', 'throwing up .. blood', 'blood in . sick', 'vomited blood', 'puked blood', 'puking blood', 'vomit .. coffee grounds', 'blood clots .. vomit'],
    es: ['vomitando sangre', 'vomita sangre', 'vomito sangre', 'vomitos con sangre', 'devolvio sangre', 'arrojo sangre', 'vomito .. posos de cafe', 'vomitos .. borra de cafe'],
    fr: ['vomit du sang', 'vomi du sang', 'vomissait du sang', 'vomissements .. sang', 'vomi .. marc de cafe'],
    pt: ['vomitou sangue', 'vomita sangue', 'vomitando sangue', 'vomito com sangue', 'vomitos com sangue', 'vomito .. borra de cafe', 'deitou sangue pela boca'],
  }),
  S('heartburn', {
    en: ['acid .. coming up', 'acid .. comes up', 'burning .. behind .. breastbone', 'burning .. up .. throat', 'sour .. coming up', 'reflux*', 'indigestion'],
    es: ['agruras', 'acidez', 'ardor en la boca del estomago', 'me sube el acido', 'sube acido', 'reflujo'],
    fr: ['brulures d\'estomac', 'brulures d estomac', 'remontees acides', 'aigreurs', 'acidite', 'reflux'],
    pt: ['azia', 'queimacao no estomago', 'queimacao', 'sobe acido', 'refluxo', 'ardor no estomago', 'acidez'],
  }),
  S('bloating', {
    en: ['bloaty', 'tummy .. bloated', 'belly .. bloated', 'full of wind', 'trapped wind', 'farting .. lot', 'burping .. lot', 'tummy .. swollen up', 'blown up like a balloon'],
    es: ['barriga hinchada', 'panza hinchada', 'tripa hinchada', 'estomago hinchado', 'muchos gases', 'lleno de gases', 'inflamado de la barriga', 'me siento inflamad*', 'aventad*', 'empachad*'],
    fr: ['ventre gonfle', 'ballonne*', 'plein de gaz', 'ventre tendu', 'pete beaucoup'],
    pt: ['barriga inchada', 'estufad*', 'cheio de gases', 'cheia de gases', 'muitos gases', 'barriga estufada', 'empanzinad*', 'inchaco na barriga', 'flatulencia'],
  }),
  S('abdominal_distension', {
    en: ['tummy .. hard as a rock', 'belly .. hard as a rock', 'tummy .. swollen and hard', 'belly .. swollen and hard', 'tummy .. hard and swollen', 'belly .. tight as a drum', 'tummy .. tight as a drum', 'distended abdo*', 'abdo .. distended', 'tummy .. getting bigger', 'belly .. getting bigger'],
    es: ['barriga dura', 'panza dura', 'barriga .. dura', 'barriga muy hinchada', 'abdomen .. hinchado', 'barriga .. como un tambor', 'vientre hinchado'],
    fr: ['ventre dur', 'ventre .. dur', 'ventre tres gonfle', 'ventre .. tendu', 'ventre .. comme un tambour', 'abdomen gonfle'],
    pt: ['barriga dura', 'barriga .. dura', 'barriga muito inchada', 'barriga .. como um tambor', 'abdomen inchado', 'barriga .. a crescer', 'barriga tensa'],
  }),
  S('dysphagia', {
    en: ["can't swallow", 'cannot swallow', 'unable to swallow', 'food .. getting stuck', 'food .. gets stuck', 'food .. sticks', 'stuck in my gullet', 'trouble getting food down', 'swallowing .. difficult', 'swallowing .. hard'],
    es: ['no puedo tragar', 'no puede tragar', 'cuesta tragar', 'me cuesta tragar', 'le cuesta tragar', 'se me atasca la comida', 'se me queda la comida', 'la comida no baja', 'dificultad al tragar'],
    fr: ['peux pas avaler', 'peut pas avaler', 'arrive pas a avaler', 'mal a avaler', 'du mal a avaler', 'nourriture .. coince', 'aliments .. bloquent'],
    pt: ['nao consigo engolir', 'nao consegue engolir', 'custa a engolir', 'custa engolir', 'dificuldade a engolir', 'dificuldade em engolir', 'comida .. entalad*', 'a comida nao desce', 'comida .. para na garganta'],
  }),
  S('jaundice', {
    en: ['he went yellow', 'she went yellow', 'he has gone yellow', 'she has gone yellow', 'he is yellow', 'she is yellow', 'baby is yellow', 'baby .. looks yellow', 'yellow baby', 'skin has gone yellow', 'whites of .. eyes .. yellow', 'yellowish skin', 'yellowish eyes', 'skin .. yellowish', 'eyes .. yellowish'],
    es: ['piel .. amarilla', 'ojos .. amarillos', 'bebe .. amarillo', 'bebe .. amarillito', 'bebe .. amarilla', 'tiene ictericia', 'ictericia'],
    fr: ['tout jaune', 'toute jaune', 'devenu jaune', 'devenue jaune', 'teint jaune', 'peau .. jaune', 'yeux .. jaunes', 'blanc des yeux .. jaune'],
    pt: ['ficou amarel*', 'pele .. amarela', 'olhos .. amarelos', 'branco dos olhos .. amarelo', 'bebe .. amarelinho', 'amarelao', 'ictericia'],
  }),

  // ── water works and thirst ────────────────────────────────────────────────────
  S('thirst', {
    en: ['drinking .. gallons', 'drinks .. gallons', 'drinking loads', 'drinks loads', 'drinking .. water .. constantly', 'drinking water all the time', 'drinks water all the time', 'drinking .. litres of water', 'drinks .. litres of water', 'parched', "can't stop drinking", 'cannot stop drinking', 'cannot quench', "can't quench", 'mouth .. dry all the time', 'always asking for water', 'thirsty all time', 'very thirsty', 'so thirsty'],
    es: ['bebe mucha agua', 'bebo mucha agua', 'bebiendo mucha agua', 'toma mucha agua', 'tomo mucha agua', 'tomando mucha agua', 'agua a todas horas', 'sediento', 'sedienta', 'muero de sed', 'muriendo de sed', 'siempre tiene sed', 'siempre tengo sed', 'sed todo el tiempo', 'pide agua todo el rato'],
    fr: ["boit beaucoup d'eau", "bois beaucoup d'eau", 'boit beaucoup d eau', 'bois beaucoup d eau', 'boit enormement', 'boit sans arret', 'boit tout le temps', 'bois tout le temps', 'boit des litres', 'assoiffe*', 'toujours soif', 'tres soif', 'soif tout le temps', 'meurs de soif', 'reclame a boire'],
    pt: ['bebe muita agua', 'bebo muita agua', 'bebendo muita agua', 'toma muita agua', 'tomando muita agua', 'sede o tempo todo', 'sede o dia todo', 'sedento', 'sedenta', 'morrendo de sede', 'sempre com sede', 'muita sede', 'pede agua toda hora'],
  }),
  S('polyuria', {
    en: ['peeing loads', 'weeing loads', 'wees loads', 'pees loads', 'toilet all the time', 'loo all the time', 'pee* every .. minutes', 'wee* every .. minutes', 'pee* like a racehorse', 'passing .. lot of urine', 'passing .. lots of urine', 'huge amounts of urine', 'peeing buckets', 'wetting .. nappies .. lot', 'heavy nappies'],
    es: ['mucho pis', 'hace mucho pis', 'mucho pipi', 'hace mucho pipi', 'orina mucho', 'orina a cada rato', 'orinando mucho', 'orina todo el tiempo', 'mea mucho', 'meando mucho', 'pis a cada rato', 'pis todo el rato', 'orina muchisimo', 'orina litros'],
    fr: ['pipi tout le temps', 'fait beaucoup pipi', 'beaucoup pipi', 'urine tout le temps', 'urine enormement', 'urine beaucoup', 'pipi sans arret', 'fait pipi toutes les', 'couches tres mouillees', 'urine des litres'],
    pt: ['muito xixi', 'faz xixi toda hora', 'xixi o tempo todo', 'xixi toda hora', 'urina muito', 'mija muito', 'muito chichi', 'chichi a toda a hora', 'xixi a toda a hora', 'faz chichi toda a hora', 'urina demais', 'xixi demais'],
  }),
  S('urinary_frequency', {
    en: ['weeing .. lot', 'going .. loo .. lot', 'up .. night .. to pee', 'up .. night .. to wee', 'pee* every hour', 'wee* every hour', 'keep needing .. wee', 'keep needing .. pee', 'desperate to wee', 'desperate to pee', 'bursting for a wee'],
    es: ['orino a cada rato', 'orino cada hora', 'meo cada rato', 'pis cada rato'],
    fr: ['pipi toutes les heures', 'urine toutes les heures', 'envie d\'uriner tout le temps', 'envies pressantes'],
    pt: ['xixi de hora em hora', 'urino de hora em hora', 'vontade de urinar toda hora', 'chichi toda a hora'],
  }),
  S('dysuria', {
    en: ['stings when .. wee', 'stings .. pee', 'stings to wee', 'burns when i wee', 'burns to wee', 'burning when .. wee', 'hurts when i wee', 'hurts to wee', 'pissing razor blades', 'peeing razor blades', 'weeing razor blades', 'pissing glass', 'water infection', 'wee infection', 'urine infection', 'burning pee', 'painful pee*', 'painful wee*', 'burning sensation .. pee*', 'burning sensation .. urinat*'],
    es: ['arde .. hacer pis', 'arde al mear', 'arde al orinar', 'duele al orinar', 'duele .. hacer pis', 'escozor al orinar', 'escuece al orinar', 'escuece al hacer pis', 'pica al orinar', 'ardor al hacer pis', 'me arde el pis', 'infeccion de orina', 'infeccion en la orina'],
    fr: ['brule .. pipi', 'brule quand j\'urine', 'brule quand j urine', 'mal .. faire pipi', 'pique .. pipi', 'brulures urinaires', 'brulures en urinant', 'brule en urinant', 'infection urinaire', 'cystite'],
    pt: ['doi .. xixi', 'dor .. fazer xixi', 'ardor ao fazer xixi', 'arde ao urinar', 'arde a urinar', 'ardor a urinar', 'dor a urinar', 'doi ao urinar', 'doi a urinar', 'xixi .. arde', 'chichi .. arde', 'arde .. chichi', 'ardencia .. xixi', 'infecao urinaria', 'infeccao urinaria', 'infeccao de urina', 'infecao na urina'],
  }),
  S('hematuria', {
    en: ['blood in my wee', 'blood in his wee', 'blood in her wee', 'bloody wee', 'pee .. red', 'pee .. pink', 'peeing blood', 'weeing blood', 'pissing blood', 'blood when .. pee', 'blood when .. wee', 'pee .. bloody', 'urine .. like coke', 'pee .. like coke', 'pee .. like cola'],
    es: ['pis con sangre', 'orino sangre', 'orina sangre', 'orinando sangre', 'meando sangre', 'sangre al orinar', 'sangre en el pis', 'pipi con sangre', 'pis rojo', 'orina .. color coca cola', 'orina rojiza'],
    fr: ['sang .. pipi', 'pipi .. sang', 'pipi rouge', 'urine du sang', 'urines .. sang', "sang dans l'urine", 'sang dans l urine', 'urine rouge', 'urines rosees', 'urines couleur coca'],
    pt: ['xixi com sangue', 'xixi .. sangue', 'urinando sangue', 'urina sangue', 'sangue no xixi', 'xixi vermelho', 'chichi com sangue', 'chichi .. sangue', 'urina avermelhada', 'urina cor de coca'],
  }),
  S('urinary_retention', {
    en: ["can't wee", 'cannot wee', "can't pass urine", 'cannot pass urine', 'unable to pass urine', 'unable to pass water', "can't pass water", 'cannot pass water', 'not passed water', "hasn't passed water", "hasn't peed", "hasn't weed", 'not passed urine', "can't go for a wee", "can't go for a pee", 'nothing comes out when .. wee', 'nothing comes out when .. pee', 'bladder .. full .. but nothing', 'no urine output', 'unable to void'],
    es: ['no puedo hacer pis', 'no puede hacer pis', 'no puede orinar', 'no puede mear', 'no puedo mear', 'no sale la orina', 'no me sale la orina', 'no le sale la orina', 'no me sale el pis', 'no ha orinado', 'no orina desde', 'no hace pis desde', 'retencion de orina', 'no puedo hacer pipi', 'no puede hacer pipi'],
    fr: ['arrive pas a uriner', 'arrive plus a uriner', 'arrive pas a faire pipi', 'arrive plus a faire pipi', 'peux pas faire pipi', 'peux plus faire pipi', 'peut pas faire pipi', 'peut plus faire pipi', 'peux pas uriner', 'peux plus uriner', 'peut pas uriner', 'peut plus uriner', 'pas urine depuis', 'pas fait pipi depuis', "retention d'urine", 'bloque pour uriner', 'vessie bloquee'],
    pt: ['nao consigo fazer xixi', 'nao consegue fazer xixi', 'nao consegue urinar', 'nao consigo mijar', 'nao consegue mijar', 'nao faz xixi desde', 'nao urina desde', 'nao fez xixi desde', 'nao urinou desde', 'nao sai urina', 'nao sai xixi', 'nao consigo fazer chichi', 'nao consegue fazer chichi', 'bexiga presa', 'retencao de urina'],
  }),
  S('decreased_urination', {
    en: ['no wet nappy', 'no wet nappies', 'no wet diaper*', 'hardly peeing', 'hardly weeing', 'barely peeing', 'barely weeing', 'not weeing much', 'not much wee', 'not many wet nappies', 'nappy is dry', 'nappies are dry', 'nappy has been dry', 'nappies have been dry', 'diaper is dry', 'diapers are dry', 'only peed once', 'only weed once', 'only one wet nappy', 'pee .. very dark', 'dark wee', 'dark pee'],
    es: ['casi no hace pis', 'casi no orina', 'apenas orina', 'apenas hace pis', 'orina muy poco', 'hace poco pis', 'panal seco', 'panales secos', 'no moja el panal', 'no moja los panales', 'pis oscuro', 'orina muy oscura', 'casi no hace pipi'],
    fr: ['presque plus pipi', 'fait peu pipi', 'fait tres peu pipi', 'urine tres peu', 'urine peu', 'couche seche', 'couches seches', 'ne mouille plus', 'mouille plus ses couches', 'mouille pas ses couches', 'urines rares', 'pipi tres fonce', 'urines tres foncees'],
    pt: ['quase nao faz xixi', 'quase nao urina', 'faz pouco xixi', 'pouco xixi', 'fralda seca', 'fraldas secas', 'nao molha a fralda', 'nao molha as fraldas', 'urina muito pouco', 'xixi escuro', 'chichi escuro', 'quase nao faz chichi', 'urina muito escura'],
  }),
  S('flank_pain', {
    en: ['pain in .. side and back', 'pain .. loin', 'loin pain', 'kidney pain', 'kidneys .. hurt*', 'kidney .. hurt*', 'kidneys .. killing', 'renal colic', 'kidney stone*'],
    es: ['dolor de rinones', 'duelen los rinones', 'me duele el rinon', 'dolor en el costado', 'piedras en el rinon', 'colico nefritico'],
    fr: ['mal aux reins', 'mal au rein', 'reins .. font mal', 'colique nephretique', 'calcul* renal*'],
    pt: ['dor nos rins', 'dor no rim', 'rins .. doem', 'doem os rins', 'pedra no rim', 'pedras nos rins', 'colica renal', 'dor de rins'],
  }),
  S('testicular_pain', {
    en: ['my balls hurt', 'my balls are killing', 'balls are sore', 'balls really hurt', 'pain in my left ball', 'pain in my right ball', 'pain in one ball', 'left ball .. hurt*', 'right ball .. hurt*', 'one of my balls .. hurt*', 'sore balls', 'testicle* .. killing', 'pain down below .. ball*', 'pain .. scrotum', 'scrotum .. hurt*', 'scrotal pain', 'nadgers'],
    es: ['duelen los huevos', 'dolor de huevos', 'me duele un huevo', 'dolor en los testiculos', 'duelen los testiculos', 'duele el testiculo', 'duele .. escroto', 'dolor .. escroto', 'dolor en las bolas', 'duelen las bolas', 'dolor en los companones'],
    fr: ['mal aux couilles', 'mal a une couille', 'couille* .. fait mal', 'couilles .. font mal', 'mal aux testicules', 'mal au testicule', 'testicule* .. douloureu*', 'mal aux bourses', 'douleur .. scrotum'],
    pt: ['dor nos tomates', 'doem os tomates', 'tomates .. doem', 'dor nos ovos', 'dor no saco', 'saco .. doi*', 'saco .. doendo', 'dor nas bolas', 'dor no testiculo', 'dor nos testiculos', 'testiculo .. doi*', 'testiculo .. doendo', 'doi-me um testiculo', 'dor .. escroto'],
  }),
  S('incontinence', {
    en: ['wetting myself', 'wet myself', 'wetting himself', 'wet himself', 'wetting herself', 'wet herself', 'peed himself', 'peed herself', 'peed myself', 'soiled himself', 'soiled herself', 'pooed himself', 'pooed herself', 'pooed myself', "can't hold .. wee", "can't hold .. pee", 'leaking wee', 'leaking urine', 'lost control of .. bladder', 'lost control of .. bowels'],
    es: ['se orino encima', 'se hizo pis encima', 'se hace pis encima', 'me hago pis encima', 'me orino encima', 'se hizo caca encima', 'no aguanta el pis', 'no aguanto el pis', 'escapes de orina', 'perdidas de orina', 'se le escapa el pis'],
    fr: ['fait pipi sur lui', 'fait pipi sur elle', 'fait dans sa culotte', 'fuites urinaires', "fuites d'urine", 'se fait dessus', 'se fait pipi dessus', 'peut plus se retenir', 'incontinent*'],
    pt: ['fez xixi nas calcas', 'faz xixi nas calcas', 'fez chichi nas calcas', 'fez coco nas calcas', 'faz xixi na roupa', 'urina na roupa', 'perde urina', 'perdas de urina', 'escapa o xixi', 'nao segura o xixi', 'nao aguenta o xixi', 'incontinen*'],
  }),
  S('penile_discharge', {
    en: ['discharge from .. penis', 'discharge from .. willy', 'pus from .. penis', 'dripping from .. penis', 'drip from .. penis', 'got the clap', 'stuff coming out of .. penis'],
    es: ['secrecion del pene', 'pus por el pene', 'sale pus del pene', 'gota matutina', 'gonorrea', 'purgacion'],
    fr: ['ecoulement .. penis', 'ecoulement .. verge', 'pus .. verge', 'pus .. penis', 'chaude-pisse', 'chaude pisse', 'gonorrhee'],
    pt: ['corrimento no penis', 'corrimento .. penis', 'pus no penis', 'sai pus do penis', 'gonorreia', 'esquentamento', 'pingadeira'],
  }),

  // ── pregnancy ─────────────────────────────────────────────────────────────────
  S('pregnancy', {
    en: ['i am with child', 'she is with child', 'preggers', 'preggo', 'bun in the oven', 'expecting my first', 'expecting my second', 'expecting twins', 'expecting a baby', 'months gone', 'weeks gone', 'primigravida', 'multigravida', 'month pregnant', 'months pregnant', 'wks pregnant', 'wks pg', 'weeks pg'],
    es: ['prenada', 'encinta', 'esperando un bebe', 'esperando bebe', 'semanas de embarazo', 'meses de embarazo', 'gestante', 'estoy embarazada', 'esta embarazada'],
    fr: ['enceinte de', 'attend un bebe', 'attends un bebe', "j'attends un enfant", 'attends un enfant', "semaines d'amenorrhee", 'mois de grossesse', 'semaines de grossesse', 'suis enceinte'],
    pt: ['estou de . semanas', 'esta de . semanas', 'estou de . meses', 'esperando bebe', 'esperando um bebe', 'a espera de bebe', 'gravidinha', 'semanas de gravidez', 'meses de gravidez', 'buchuda', 'prenha'],
  }),
  S('vaginal_bleeding', {
    en: ['blood coming down', 'bleeding down below', 'bleeding from down below', 'blood down below', 'bleeding .. front passage', 'bleeding from my vagina', 'bleeding from .. privates', 'bleeding from .. private parts', 'blood in .. knickers', 'blood in .. underwear', 'blood on .. pad', 'soaking .. pads', 'passing clots', 'bleeding .. down there', 'blood .. down there', 'pvb', 'pv bleeding', 'bleeding pv'],
    es: ['sangre por abajo', 'sangro por abajo', 'sangrando por abajo', 'sale sangre por abajo', 'sangre por la vagina', 'sangrado por la vagina', 'sangre en .. calzon*', 'sangre en .. bragas', 'sangre en .. pantaleta*', 'estoy manchando', 'manchando de sangre', 'perdidas de sangre', 'perdiendo sangre por abajo', 'sangrado .. embarazo', 'sangro y estoy embarazada', 'sangrando .. embarazada'],
    fr: ['saigne en bas', 'saigne par en bas', 'saignement* en bas', 'du sang en bas', 'saigne du vagin', 'pertes de sang', 'pertes rouges', 'pertes sanglantes', 'pertes marron', 'sang dans ma culotte', 'sang dans sa culotte', 'saigne .. enceinte', 'enceinte .. saigne'],
    pt: ['sangrando por baixo', 'sangue por baixo', 'sangrar por baixo', 'sangramento por baixo', 'sangue pela vagina', 'sangue na calcinha', 'sangue nas cuecas', 'perdas de sangue', 'perdendo sangue .. gravida', 'gravida .. perdendo sangue', 'a perder sangue .. gravida', 'gravida .. a perder sangue', 'manchas de sangue na calcinha', 'sangrando .. gravida', 'gravida .. sangrando', 'sangramento na gravidez'],
  }),
  S('leaking_fluid', {
    en: ['waters .. gone', 'waters .. broken', 'waters have broken', 'waters went', 'my water* .. broke', 'broke my waters', 'srom', 'pprom', 'gush of water', 'leaking water .. down there', 'trickle of fluid', 'waters .. leaking', 'leaking .. waters', 'clear fluid .. down .. legs'],
    es: ['rompio la bolsa', 'rompi la bolsa', 'se me rompio la bolsa', 'se rompio la bolsa', 'rompi aguas', 'rompio aguas', 'roto aguas', 'romper aguas', 'rompi fuente', 'se rompio la fuente', 'se me rompio la fuente', 'rotura de bolsa', 'me sale agua por abajo', 'perdida de liquido', 'pierdo liquido', 'salida de liquido', 'liquido por la vagina'],
    fr: ['perdu les eaux', 'perds les eaux', 'perte des eaux', 'poche des eaux .. rompu*', 'poche .. percee', 'poche .. fissuree', 'fissure de la poche', 'rupture de la poche', "je perds de l'eau", 'perds du liquide'],
    pt: ['rebentaram .. aguas', 'rebentou a bolsa', 'rebentaram as aguas', 'romperam as aguas', 'rompeu a bolsa', 'a bolsa rompeu', 'bolsa rompeu', 'bolsa estourou', 'estourou a bolsa', 'perdendo liquido', 'a perder liquido', 'perda de liquido', 'escorrendo agua .. pernas', 'rotura da bolsa', 'ruptura da bolsa', 'rompimento da bolsa'],
  }),
  S('reduced_fetal_movement', {
    en: ['hardly felt the baby move', 'not felt the baby move', 'baby .. not moving much', 'baby .. moving less', 'baby .. not kicking', 'baby .. stopped kicking', "baby hasn't kicked", 'baby hasnt kicked', 'baby .. not kicked', "can't feel .. baby move", 'cannot feel .. baby move', 'can not feel .. baby', "can't feel the baby", 'cannot feel the baby', "haven't felt .. baby move", 'not felt .. baby move', 'not felt the baby', 'baby .. stopped moving', 'baby .. not moved', 'baby .. hardly moving', 'baby .. barely moving', 'fewer baby movements', 'less baby movements', 'reduced baby movements', 'baby movements .. less', 'rfm', 'baby .. quieter than usual', 'kicks .. less'],
    es: ['no siento al bebe', 'no siento a mi bebe', 'no siento el bebe', 'no siento moverse al bebe', 'no siento que se mueva', 'no noto al bebe', 'no noto a mi bebe', 'no noto el bebe', 'no noto que se mueva', 'bebe .. no se ha movido', 'bebe .. se mueve poco', 'bebe .. no patea', 'no da pataditas', 'no siento las pataditas', 'no siento patadas', 'bebe .. dejo de moverse', 'menos movimientos del bebe', 'bebe .. muy quieto'],
    fr: ['sens plus bouger', 'sens pas bouger', 'sens plus le bebe', 'sens pas le bebe', 'sens plus mon bebe', 'sens pas mon bebe', 'bebe bouge plus', 'bebe ne bouge pas', 'bebe bouge presque plus', 'bebe bouge pas', 'moins de mouvements du bebe', 'diminution des mouvements', 'mouvements du bebe .. diminue*', 'bouge plus dans mon ventre'],
    pt: ['nao sinto o bebe', 'nao sinto meu bebe', 'nao sinto o meu bebe', 'nao sinto o bebe mexer', 'nao sinto .. bebe mexer', 'nao sinto mexer', 'bebe parou de mexer', 'bebe .. mexe pouco', 'bebe .. nao se mexe', 'bebe .. mexendo pouco', 'bebe .. a mexer pouco', 'menos movimentos do bebe', 'nao sinto .. chutar', 'bebe .. nao chuta', 'parou de chutar', 'deixei de sentir o bebe'],
  }),
  S('contractions_regular', {
    en: ['tightenings every .. minutes', 'contractions every .. minutes', 'pains every .. minutes', 'coming every .. minutes', 'surges every'],
    es: ['contracciones cada .. minutos', 'dolores cada .. minutos'],
    fr: ['contractions toutes les .. minutes', 'contractions regulieres'],
    pt: ['contracoes de . em . minutos', 'contracoes a cada .. minutos', 'dores de . em . minutos', 'contracoes regulares'],
  }),

  // ── mind and consciousness ────────────────────────────────────────────────────
  S('confusion', {
    en: ['away with the fairies', 'off with the fairies', 'not with it', 'talking nonsense', 'talking gibberish', 'talking rubbish', 'speaking nonsense', "doesn't know where he is", "doesn't know where she is", 'does not know where he is', 'does not know where she is', "didn't know where he was", "didn't know where she was", "don't know where i am", "doesn't know what day", "doesn't recognise", "doesn't recognize", 'not recognising', 'not recognizing', 'befuddled', 'not making any sense', 'saying strange things', 'saying weird things', 'in a daze', 'dazed', 'doolally', 'all confused', 'wandering .. at night', 'got lost in .. own house'],
    es: ['no reconoce a nadie', 'no reconoce a su', 'no me reconoce', 'no nos reconoce', 'no reconoce a la familia', 'no sabe ni donde esta', 'no sabe donde se encuentra', 'no sabe en donde esta', 'no sabe que dia', 'como perdid*', 'se pierde en casa', 'se desorienta', 'dice cosas sin sentido', 'dice incoherencias', 'habla incoherencias', 'incoherente', 'desvaria', 'desvariando', 'atontad*', 'obnubilad*', 'ido de la cabeza', 'dice disparates', 'disparatando'],
    fr: ['reconnait plus personne', 'me reconnait plus', 'nous reconnait plus', 'reconnait personne', 'reconnait pas ses proches', "dit n'importe quoi", 'dit n importe quoi', 'raconte n importe quoi', "raconte n'importe quoi", 'divague', 'perdu la tete', 'perd la tete', 'sait plus ou il est', 'sait pas ou il est', 'sait plus ou elle est', 'sait pas ou elle est', 'completement perdu*', 'dans le coaltar', 'dans les vapes', 'tout embrouille*', 'incoherent*', 'pas dans son etat normal', 'plus toute sa tete', 'desoriente*'],
    pt: ['nao reconhece ninguem', 'nao me reconhece', 'nao nos reconhece', 'nao reconhece a familia', 'nao sabe onde se encontra', 'nao sabe em que dia', 'nao fala coisa com coisa', 'fala coisas sem sentido', 'fala coisas sem nexo', 'sem nexo', 'meio perdid*', 'esta baralhad*', 'ficou baralhad*', 'anda baralhad*', 'atordoad*', 'nao esta bem da cabeca', 'grogue', 'delirando', 'diz coisas sem sentido', 'dizendo coisas sem sentido', 'trocando as bolas'],
  }),
  S('lethargy', {
    en: ['not interested in anything', 'just lying around', 'just lies there', 'barely awake', 'keeps dozing off', "won't play", 'sleeping all the time', 'sleeping all day', 'no get up and go', 'flat and sleepy', 'floppy and sleepy', 'really sleepy', 'super sleepy', 'drowsy all day'],
    es: ['adormilad*', 'muy dormilon', 'muy dormilona', 'no quiere jugar', 'sin animo para nada', 'muy quietecito', 'todo el dia dormido', 'todo el dia dormida', 'duerme todo el dia', 'flojito', 'flojita', 'decaidito', 'decaidita', 'aplanad*', 'como atontado'],
    fr: ['tout mou', 'toute molle', 'tres endormi*', 'dort tout le temps', 'dort toute la journee', 'veut plus jouer', 'ramollo', 'sans reaction', 'tout raplapla', 'mou comme une chiffe', 'somnolent*'],
    pt: ['muito parado', 'muito parada', 'muito paradinho', 'muito paradinha', 'dorme o dia todo', 'dormindo o dia todo', 'nao quer brincar', 'nao brinca', 'sem reacao', 'caidinho', 'caidinha', 'abatido', 'abatida', 'jururu', 'molinho', 'molinha', 'sonolento', 'sonolenta'],
  }),
  S('unresponsive', {
    en: ["can't wake", 'cannot wake', "won't wake", 'not waking up', 'out for the count'],
    es: ['no reacciona', 'no responde a', 'no despierta', 'no hay manera de despertarl*', 'no consigo despertarl*', 'no contesta cuando le hablo'],
    fr: ['reagit plus quand on', 'reagit pas quand on', 'arrive pas a le reveiller', 'arrive pas a la reveiller', 'repond plus', 'repond pas quand'],
    pt: ['nao reage quando', 'nao acorda', 'nao consigo acordar', 'nao consigo acorda-lo', 'nao consigo acorda-la', 'nao responde quando'],
  }),
  S('hallucinations', {
    en: ['seeing things that .. not there', 'hearing things that .. not there', 'hears voices', 'voices in my head', 'voices telling me', 'seeing bugs', 'seeing people who .. not there'],
    es: ['ve cosas que no', 'veo cosas que no', 'oye cosas que no', 'oigo cosas que no', 'voces en mi cabeza', 've bichos', 've gente que no'],
    fr: ['voit des choses qui', 'vois des choses qui', 'entend des choses qui', 'voix dans ma tete', 'voit des gens qui', 'voit des bestioles'],
    pt: ['ve coisas que nao', 'vejo coisas que nao', 'ouve coisas que nao', 'ouco coisas que nao', 'vozes na minha cabeca', 've bichos', 've pessoas que nao'],
  }),
  S('agitation', {
    en: ['climbing the walls', 'going berserk', 'lashing out', 'wild and confused'],
    es: ['muy agitad*', 'fuera de si', 'desquiciad*'],
    fr: ['tres agite*', 'hors de lui', 'hors d elle', 'surexcite*'],
    pt: ['muito agitad*', 'transtornad*'],
  }),
  S('suicidal', {
    en: ["don't want to be alive", 'do not want to be alive', "don't want to live", 'do not want to live', "don't want to wake up", 'do not want to wake up', 'wanna die', 'want to kill myself', 'thinking of ending it', 'take my own life', 'better off without me', 'unalive'],
    es: ['no quiero vivir', 'ya no quiero vivir', 'quitarme de en medio', 'acabar con mi vida', 'quisiera morirme', 'me quiero morir', 'ganas de morirme', 'estarian mejor sin mi'],
    fr: ['veux plus vivre', 'veux pas vivre', 'envie de mourir', 'envie d en finir', "envie d'en finir", 'mettre fin a mes jours', 'me foutre en l air', "me foutre en l'air", 'seraient mieux sans moi'],
    pt: ['nao quero mais viver', 'nao quero viver', 'quero morrer', 'acabar com a minha vida', 'tirar a minha vida', 'por fim a vida', 'vontade de morrer', 'estariam melhor sem mim'],
  }),
  S('low_mood', {
    en: ['down in the dumps', 'teary', 'tearful', 'crying all the time', 'crying a lot', 'feeling rubbish', 'in a dark place', 'fed up with everything'],
    es: ['bajonead*', 'bajon', 'de bajon', 'sin animo', 'desanimad*', 'llorando todo el tiempo', 'lloro todo el tiempo', 'lloro por todo', 'decaido de animo', 'tristeza', 'muy triste', 'sin ganas de vivir', 'de capa caida'],
    fr: ['moral dans les chaussettes', 'pas le moral', 'plus le moral', 'cafard', 'deprime', 'pleure tout le temps', 'pleure pour rien', 'a plat moralement'],
    pt: ['ando pra baixo', 'estou pra baixo', 'anda pra baixo', 'muito em baixo', 'estou em baixo', 'ando em baixo', 'sem animo', 'desanimad*', 'choro o tempo todo', 'choro por tudo', 'chorando muito', 'tristeza', 'muito triste', 'depre', 'na fossa'],
  }),
  S('anxiety', {
    en: ['stressed out', 'on edge', 'nerves are shot', 'worried sick', 'panicky', 'freaking out', 'nervous wreck'],
    es: ['nervios*', 'nerviosa', 'ansios*', 'angustiad*', 'agobiad*', 'estresad*', 'con los nervios de punta'],
    fr: ['stresse*', 'angoisse*', 'sur les nerfs', 'boule au ventre'],
    pt: ['nervos*', 'ansios*', 'angustiad*', 'stressad*', 'estressad*', 'aflit*', 'com os nervos a flor da pele'],
  }),
  S('panic_attack', {
    en: ['panic attack*', 'having a panic', 'freaking out .. heart', 'felt like i was going to die'],
    es: ['ataque de panico', 'ataque de ansiedad', 'crisis de ansiedad', 'crisis de panico'],
    fr: ['crise* d\'angoisse', 'crise* d angoisse', 'crise* de panique', 'attaque* de panique'],
    pt: ['ataque de panico', 'crise de panico', 'crise de ansiedade', 'ataque de ansiedade'],
  }),
  S('insomnia', {
    en: ["can't get to sleep", 'cannot get to sleep', 'awake all night', 'lying awake', 'not sleeping', 'barely sleeping', 'hardly sleeping'],
    es: ['no duermo', 'no consigo dormir', 'no pego ojo', 'desvelad*', 'me desvelo', 'duermo muy mal'],
    fr: ['dors pas', 'dors plus', 'ferme pas l\'oeil', "n'arrive pas a dormir", 'arrive pas a dormir', 'nuits blanches'],
    pt: ['nao durmo', 'nao consigo dormir', 'nao prego olho', 'durmo mal', 'noites em claro', 'noites sem dormir'],
  }),

  // ── brain and nerves ──────────────────────────────────────────────────────────
  S('headache', {
    en: ['splitting head*', 'head .. pounding', 'pounding head*', 'head .. banging', 'banging head*', 'head .. throbbing', 'throbbing head', 'head .. killing', 'head .. going to explode', 'head .. exploding', 'thumping head*', 'sore heid', 'headach', 'headche', 'head ach'],
    es: ['me va a estallar la cabeza', 'va a estallar la cabeza', 'cabeza .. estalla', 'cabeza .. explotar', 'cabeza .. revienta', 'cabeza .. partir', 'me duele la cabeza', 'le duele la cabeza', 'jaqueca*', 'dolorcito de cabeza', 'cabeza .. martillazos'],
    fr: ['tete qui va exploser', 'tete .. exploser', 'tete .. eclater', 'tete .. fait mal', 'mal au crane', 'crane .. fait mal', 'casque sur la tete', 'maux de tete', 'barre sur le front', 'tete .. marteau'],
    pt: ['dor de cabeca', 'cabeca .. explodir', 'cabeca .. rebentar', 'cabeca .. estourar', 'cabeca .. doi*', 'cabeca .. doendo', 'cabeca .. a doer', 'doi-me a cabeca', 'doi me a cabeca', 'dores de cabeca', 'cabeca latejando', 'cabeca a latejar', 'enxaqueca'],
  }),
  S('worst_headache', {
    en: ['worst head pain', 'worst headache ever', 'headache .. worst ever', 'like .. hit .. back of .. head', 'like a bomb went off in .. head', 'like being hit with a bat', 'like a thunderclap', 'came on like a bang', 'worst .. head .. ever'],
    es: ['el peor dolor de cabeza', 'peor dolor de cabeza de mi vida', 'como un martillazo en la cabeza', 'como un golpe en la nuca', 'dolor de cabeza brutal', 'dolor de cabeza fulminante', 'como si me hubieran dado un golpe en la cabeza'],
    fr: ['pire mal de tete', 'pire mal de crane', 'pire douleur de ma vie .. tete', 'comme un coup de massue', 'coup de tonnerre', 'coup de poignard dans la tete', 'mal de tete foudroyant', 'cephalee brutale'],
    pt: ['pior dor de cabeca', 'a pior dor de cabeca', 'como uma pancada na cabeca', 'como uma martelada na cabeca', 'dor de cabeca fulminante', 'dor de cabeca brutal', 'como um trovao'],
  }),
  S('stiff_neck', {
    en: ['neck .. stiff', "can't bend .. neck", 'cannot bend .. neck', "can't move .. neck", "can't put .. chin .. chest", 'cannot put .. chin .. chest', 'neck .. rigid'],
    es: ['nuca dura', 'nuca .. dura', 'cuello duro', 'cuello .. duro', 'cuello tieso', 'no puede doblar el cuello', 'no puede bajar la cabeza', 'no puede mover el cuello', 'cuello agarrotado'],
    fr: ['nuque bloquee', 'nuque .. bloquee', 'nuque .. raide', 'cou bloque', 'cou .. raide', 'peut pas baisser la tete', 'peut pas plier le cou'],
    pt: ['pescoco duro', 'pescoco .. duro', 'pescoco .. rigido', 'nuca dura', 'nuca .. dura', 'pescoco preso', 'nao consegue dobrar o pescoco', 'nao consegue baixar a cabeca'],
  }),
  S('photophobia', {
    en: ['light .. hurts .. eyes', "can't stand the light", 'cannot stand the light', "can't bear the light", 'hates the light', 'light is too bright', 'wants the curtains shut', 'wants the lights off', 'keeps .. eyes shut', 'hiding from the light'],
    es: ['le molesta la luz', 'me molesta la luz', 'no soporta la luz', 'no soporto la luz', 'luz le molesta', 'la luz me hace dano', 'quiere estar a oscuras'],
    fr: ['supporte pas la lumiere', 'lumiere .. fait mal', 'lumiere me gene', 'lumiere le gene', 'lumiere la gene', 'veut rester dans le noir'],
    pt: ['incomoda a luz', 'incomoda-lhe a luz', 'nao suporta a luz', 'nao suporto a luz', 'luz .. incomoda', 'luz .. doi', 'quer ficar no escuro', 'fotofobia'],
  }),
  S('seizure', {
    en: ['having a fit', 'fitting', 'shaking all over and', 'eyes rolled back', 'eyes rolling back', 'eyes rolled up', 'stiff and shaking', 'jerking .. arms and legs', 'frothing at the mouth', 'foaming at the mouth', 'febrile convulsion*', 'having fits', 'tonic clonic', 'gtc'],
    es: ['le dio un ataque y', 'le dio una convulsion', 'convulsion*', 'convulsiono', 'se le pusieron los ojos en blanco', 'con los ojos en blanco', 'se puso rigido y', 'se puso tieso y', 'echaba espuma por la boca', 'espuma por la boca', 'ataque epileptico', 'crisis convulsiva', 'se sacudia'],
    fr: ['fait une crise et', 'a fait une crise et', 'crise convulsive', 'convulse', 'yeux revulses', 'yeux .. revulses', 'bave aux levres', 'mousse .. bouche', 'crise d\'epilepsie', 'crise d epilepsie', 'tremble de partout et', 'est devenu raide et'],
    pt: ['teve um ataque e', 'deu lhe um ataque e', 'teve uma convulsao', 'convulsao', 'convulsoes', 'convulsionou', 'olhos revirados', 'espuma pela boca', 'ficou rigido e', 'crise convulsiva', 'ataque epileptico'],
  }),
  S('facial_droop', {
    en: ['face has dropped', 'face .. dropped on one side', 'face dropped .. one side', 'one side of .. face .. dropped', 'face has fallen', 'face .. sagging on one side', 'mouth .. crooked', 'mouth .. lopsided', 'smile .. crooked', 'smile .. lopsided', 'face .. wonky', 'wonky face', 'wonky smile', 'mouth .. to one side', 'one side of .. face .. down'],
    es: ['boca chueca', 'boca .. chueca', 'boca .. torcida', 'cara .. torcida', 'cara caida de un lado', 'se le cayo la cara de un lado', 'lado de la cara caido', 'se le cayo la boca', 'boca de lado', 'boca .. ladeada', 'paralisis de cara', 'se le tuerce la boca'],
    fr: ['bouche tordue', 'bouche .. tordue', 'bouche .. de travers', 'visage .. tordu', 'visage .. de travers', 'visage .. tombe', 'bouche .. tombe', 'sourire .. de travers', 'paralysie du visage'],
    pt: ['boca de lado', 'boca .. de lado', 'boca torta', 'boca .. torta', 'boca .. caida', 'cara .. torta', 'cara caida de um lado', 'rosto caido de um lado', 'rosto .. torto', 'rosto .. descaido', 'boca ao lado', 'sorriso torto'],
  }),
  S('speech_difficulty', {
    en: ['words .. all mixed up', 'words .. jumbled', 'words .. coming out wrong', 'talking .. drunk', 'sounds drunk', 'speech .. funny', 'speech .. weird', 'speech .. wrong', "can't get .. words out", "can't talk properly", 'cannot talk properly', 'slurred', 'speech .. garbled'],
    es: ['habla raro', 'habla rara', 'no se le entiende', 'no se le entiende nada', 'habla como borracho', 'habla trabada', 'se traba al hablar', 'lengua trabada', 'no le salen las palabras', 'no puede hablar bien', 'arrastra la lengua', 'habla mal de repente'],
    fr: ['arrive plus a parler', 'arrive pas a parler', 'peut plus parler', 'parle bizarre', 'parle bizarrement', 'parle comme un ivre', 'mots .. melanges', 'cherche ses mots', 'trouve plus ses mots', 'parle en bouillie', 'parole pateuse'],
    pt: ['fala enrolada', 'fala .. enrolada', 'enrolando a lingua', 'lingua enrolada', 'fala arrastada', 'fala esquisita', 'fala estranha', 'nao se entende o que diz', 'nao consegue falar direito', 'troca as palavras', 'nao lhe saem as palavras', 'fala de bebado'],
  }),
  S('numbness', {
    en: ['arm went dead', 'leg went dead', 'hand went dead', 'arm .. gone dead', 'leg .. gone dead', 'hand .. gone dead', 'face .. gone dead', 'feels dead', 'dead arm', 'dead leg', "can't feel my", 'cannot feel my', 'feels like .. not mine', 'arm .. asleep', 'leg .. asleep', 'hand .. asleep', 'numbed'],
    es: ['se me durmio el brazo', 'se me durmio la pierna', 'se me durmio la mano', 'se le durmio el brazo', 'se le durmio la pierna', 'se me duerme la mano', 'se me duermen las manos', 'dormido el brazo', 'dormida la pierna', 'brazo dormido', 'pierna dormida', 'mano dormida', 'no siento el brazo', 'no siento la pierna', 'no siento la mano', 'no siento la cara', 'acorchad*', 'sin sensibilidad'],
    fr: ['sens plus ma jambe', 'sens plus mon bras', 'sens plus ma main', 'sens plus mon visage', 'bras mort', 'jambe morte', 'bras endormi', 'jambe endormie', 'main endormie', 'fourmis et engourdi*', 'plus de sensibilite'],
    pt: ['nao sinto a perna', 'nao sinto o braco', 'nao sinto a mao', 'nao sinto a cara', 'braco dormente', 'perna dormente', 'mao dormente', 'formigando e dormente', 'sem sensibilidade', 'braco morto', 'perna morta', 'adormeceu o braco', 'adormeceu a perna'],
  }),
  S('tingling', {
    en: ['pins & needles', 'pins and needle', 'buzzing in .. hands', 'buzzing in .. feet', 'electric .. feeling'],
    es: ['hormigas en las manos', 'hormigas en los pies', 'hormigas en la pierna', 'cosquillas en la mano', 'corrientazos', 'calambritos'],
    fr: ['fourmis dans les jambes', 'fourmis dans les mains', 'fourmis dans les pieds', 'fourmis dans le bras', 'fourmille*', 'picote*'],
    pt: ['formigueiro', 'formigamento', 'choquinhos', 'dormencia e formigueiro'],
  }),
  S('weakness', {
    en: ['no strength in', 'lost .. strength', 'arm .. gave way', 'legs .. like jelly', 'legs .. gone to jelly', 'legs .. gave way', "can't hold .. cup", 'cannot grip', "can't grip", 'dropping things', 'arm .. heavy', 'leg .. heavy'],
    es: ['sin fuerza en', 'no tiene fuerza', 'no tengo fuerza', 'perdio fuerza', 'perdi fuerza', 'se le caen las cosas', 'se me caen las cosas', 'brazo .. flojo', 'pierna .. floja', 'piernas .. flojas'],
    fr: ['plus de force', 'pas de force', 'perdu .. force', 'laisse tomber les objets', 'bras .. lourd', 'jambe .. lourde', 'jambes en coton', 'jambes .. coton'],
    pt: ['sem forca no', 'sem forca na', 'perdeu a forca', 'perdi a forca', 'nao tem forca', 'deixa cair as coisas', 'braco .. fraco', 'perna .. fraca', 'pernas .. bambas', 'pernas moles'],
  }),
  S('one_sided_weakness', {
    en: ['left side .. gone', 'right side .. gone', 'one side .. gone', 'dragging .. leg', 'arm .. flopping'],
    es: ['no puede mover el lado', 'arrastra la pierna', 'lado izquierdo .. no responde', 'lado derecho .. no responde', 'medio lado'],
    fr: ['traine la jambe', 'cote gauche .. paralyse*', 'cote droit .. paralyse*', 'moitie du corps .. paralys*'],
    pt: ['nao consegue mexer o lado', 'arrasta a perna', 'lado esquerdo .. parado', 'lado direito .. parado', 'metade do corpo .. nao mexe', 'ficou com um lado paralisado'],
  }),
  S('dizziness', {
    en: ['dizzy spells', 'head .. spinning', 'feel* dizzy', 'giddiness', 'off balance', 'wooziness', 'dizzyness', 'dizy'],
    es: ['mareado', 'mareada', 'mareos', 'me mareo', 'se marea', 'mareito'],
    fr: ['tete qui tourne', 'la tete me tourne', 'vertiges', 'etourdissement*', 'tourni'],
    pt: ['tonto', 'tonta', 'tonturas', 'cabeca a andar a roda', 'cabeca rodando', 'zonzo', 'zonza', 'zonzeira', 'mareado'],
  }),
  S('vertigo', {
    en: ['room .. spinning', 'room .. spins', 'room .. going round', 'world .. spinning', 'everything .. spinning', 'everything .. going round', 'on a merry-go-round', 'spinning sensation'],
    es: ['todo da vueltas', 'todo me da vueltas', 'todo le da vueltas', 'la habitacion da vueltas', 'el cuarto da vueltas', 'todo gira'],
    fr: ['tout tourne', 'tout tourne autour', 'la piece tourne', 'la chambre tourne', 'tout se met a tourner'],
    pt: ['tudo a andar a roda', 'tudo a rodar', 'tudo rodando', 'tudo gira', 'tudo girando', 'o quarto gira', 'o quarto a rodar', 'o mundo a girar'],
  }),
  S('vision_change', {
    en: ['vision .. fuzzy', 'eyes .. blurry', 'everything .. blurry', 'everything .. blurred', 'vision .. cloudy', 'cloudy vision', 'misty vision', 'vision .. misty', "can't see properly", 'cannot see properly', 'seeing .. blurry'],
    es: ['veo borroso', 've borroso', 'vista borrosa', 'vista nublada', 'veo nublado', 'veo mal', 'no veo bien', 'vista .. borrosa', 'se me nubla la vista', 'veo como empanado'],
    fr: ['vois flou', 'voit flou', 'vue brouillee', 'vue trouble', 'vois trouble', 'vois mal', 'voile devant les yeux', 'vue .. floue', 'vois plus net'],
    pt: ['vejo embacado', 've embacado', 'vejo turvo', 'visao embacada', 'vista turva', 'vista embacada', 'vejo mal', 'nao vejo bem', 'enxergo embacado', 'enxergando mal', 'vista .. enevoada', 'nao enxergo bem'],
  }),
  S('vision_loss', {
    en: ['gone blind', 'went blind', 'blind in one eye', 'vision .. gone', 'sight .. gone', 'lost the sight', "can't see out of", 'cannot see out of', 'black curtain', 'everything went black', 'like a curtain coming down'],
    es: ['no veo nada', 'no ve nada', 'perdi la vision', 'perdio la vista', 'me quede ciego', 'me quede ciega', 'ciego de un ojo', 'ciega de un ojo', 'una cortina negra', 'no veo por un ojo'],
    fr: ['vois plus rien', 'voit plus rien', 'devenu aveugle', 'devenue aveugle', 'aveugle d\'un oeil', 'vois plus de l\'oeil', 'rideau noir', 'voile noir sur l\'oeil'],
    pt: ['nao vejo nada', 'nao ve nada', 'fiquei cego', 'fiquei cega', 'cego de um olho', 'cega de um olho', 'perdi a vista', 'perdeu a vista', 'nao vejo de um olho', 'cortina preta'],
  }),
  S('double_vision', {
    en: ['seeing two of everything', 'seeing 2 of everything', 'everything .. double', 'doubled vision', 'see double'],
    es: ['veo dos de todo', 'veo todo doble', 've doble', 'vision doble'],
    fr: ['vois deux fois', 'vois tout en double', 'voit double', 'vois en double'],
    pt: ['vejo tudo a dobrar', 'vejo tudo duplo', 'vejo a dobrar', 've duplo', 'vejo dois de tudo', 'vista dupla'],
  }),

  // ── skin, wounds, bites, burns ────────────────────────────────────────────────
  S('rash', {
    en: ['red spots everywhere', 'spots .. everywhere', 'spots all over', 'came out in spots', 'come out in spots', 'red marks all over', 'red blotch*', 'bumps all over', 'red bumps', 'rashy', 'skin .. broken out'],
    es: ['manchas rojas', 'manchitas rojas', 'granos por todo el cuerpo', 'granos .. cuerpo', 'granitos .. cuerpo', 'puntitos rojos', 'salpullido', 'brote en la piel', 'le salio algo en la piel', 'me salio algo en la piel', 'ronchitas'],
    fr: ['boutons partout', 'boutons .. corps', 'plaques rouges', 'taches rouges', 'petits boutons', 'rougeurs partout', 'eruption cutanee'],
    pt: ['manchas vermelhas', 'manchinhas vermelhas', 'bolinhas vermelhas', 'pintinhas vermelhas', 'pontinhos vermelhos', 'alergia na pele', 'vermelhidao na pele', 'placas vermelhas'],
  }),
  S('hives', {
    en: ['welt*', 'raised .. itchy .. bumps', 'itchy raised', 'itchy bumps', 'itchy lumps', 'itchy welts', 'lumps all over .. itch*', 'nettle rash', 'blotches all over', 'itchy blotch*', 'came up in lumps', 'came out in lumps', 'come up in lumps', 'raised red patches', 'raised patches', 'skin .. like nettle stings'],
    es: ['ronchas', 'roncha*', 'habon*', 'granos que pican', 'ronchas que pican', 'verdugones', 'ronchas por todo el cuerpo', 'urticaria'],
    fr: ['plaques rouges partout', 'plaques .. gratte*', 'plaques .. demang*', 'plaques .. gratte*', 'plaques en relief', 'plaques .. comme des piqures d\'ortie', 'piqures d ortie', 'urticaire'],
    pt: ['vergao', 'vergoes', 'placas vermelhas .. coca*', 'pipocas na pele', 'pipocou .. pele', 'pipocando .. pele', 'brotoejas que cocam', 'manchas .. cocam', 'manchas vermelhas .. coca*', 'urticaria'],
  }),
  S('itch', {
    en: ['itchy all over', 'itching all over', 'itchy skin', 'scratching .. all the time', 'scratching .. constantly', "can't stop scratching", 'cannot stop scratching', 'itches like mad'],
    es: ['me pica todo', 'le pica todo', 'me pica mucho', 'le pica mucho', 'picores', 'comezon', 'rascando', 'se rasca', 'me rasco'],
    fr: ['me gratte partout', 'gratte partout', 'ca me gratte', 'ca gratte', 'se gratte', 'demange partout', 'me demange'],
    pt: ['comichao', 'comichoes', 'cocando', 'coca muito', 'coca-se', 'se coca', 'coceira no corpo', 'esta a cocar'],
  }),
  S('petechiae', {
    en: ["rash .. doesn't fade .. glass", 'rash .. does not fade .. glass', "doesn't go away when .. press", 'does not go away when .. press', "spots .. don't fade", 'spots .. do not fade', 'glass test', 'tiny purple dots', 'tiny red pinpricks', 'pinprick spots', 'purple blotches', 'blood spots under .. skin'],
    es: ['manchas que no desaparecen al apretar', 'no desaparecen al presionar', 'puntitos morados', 'manchas moradas', 'prueba del vaso'],
    fr: ['ne disparaissent pas .. verre', 'ne s\'effacent pas .. verre', 'petits points violets', 'taches violettes', 'test du verre'],
    pt: ['nao desaparecem .. copo', 'nao somem .. apertar', 'pontinhos roxos', 'pintinhas roxas', 'manchas roxas que nao', 'teste do copo'],
  }),
  S('bruising', {
    en: ['bruises everywhere', 'bruises .. for no reason', 'covered in bruises', 'bruise easily', 'bruises easily', 'black and blue marks'],
    es: ['moretones', 'cardenales', 'le salen morados', 'me salen morados', 'manchas moradas sin golpe'],
    fr: ['bleus partout', 'couvert de bleus', 'couverte de bleus', 'plein de bleus', 'bleus sans raison'],
    pt: ['nodoas negras', 'roxos pelo corpo', 'manchas roxas sem', 'cheio de roxos', 'cheia de roxos', 'hematomas'],
  }),
  S('pallor', {
    en: ['white as a sheet', 'white as a ghost', 'pale as a ghost', 'gone white', 'gone pale', 'turned pale', 'looks pale', 'looking pale', 'grey and pale', 'ashen', 'grey-looking', 'colour drained'],
    es: ['palido como un papel', 'palida como un papel', 'blanco como el papel', 'blanca como el papel', 'se puso blanco', 'se puso blanca', 'se puso palid*', 'esta palid*', 'descolorid*', 'amarillo y palido'],
    fr: ['tout pale', 'toute pale', 'blanc comme un linge', 'blanche comme un linge', 'devenu blanc', 'devenue blanche', 'teint gris', 'livide'],
    pt: ['branca como cal', 'branco como cal', 'branco como a cal', 'branca como a cal', 'branco como papel', 'branca como papel', 'ficou branc*', 'ficou palid*', 'esta palid*', 'amarelo palido', 'descorad*', 'cor de cera'],
  }),
  S('skin_redness', {
    en: ['red and angry', 'angry looking', 'angry red', 'red and sore', 'hot and red', 'red hot skin', 'redness spreading', 'red .. spreading', 'skin .. hot and red', 'red line going up'],
    es: ['rojo y caliente', 'roja y caliente', 'piel caliente y roja', 'rojez que se extiende'],
    fr: ['rouge et chaud', 'rouge et chaude', 'peau .. rouge et chaude', 'rougeur qui s\'etend', 'rougeur qui s etend', 'enflamme*'],
    pt: ['vermelho e quente', 'vermelha e quente', 'pele quente e vermelha', 'vermelhidao a espalhar', 'vermelhidao espalhando'],
  }),
  S('swelling', {
    en: ['puffed up', 'swelled up', 'swoll', 'swolen', 'sweeling', 'big and puffy'],
    es: ['hinchadisim*', 'inflamadisim*', 'hinchazon', 'se hincho', 'se le hincho', 'se me hincho'],
    fr: ['enfle', 'enflee', 'gonfle', 'gonflee', 'tout gonfle', 'a gonfle'],
    pt: ['inchou', 'inchada', 'inchado', 'inchaco', 'inchadissim*', 'ficou inchad*'],
  }),
  S('wound', {
    en: ['sliced .. open', 'sliced my', 'cut myself', 'cut himself', 'cut herself', 'cut my finger', 'cut my hand', 'cut his finger', 'cut her finger', 'cut his hand', 'cut her hand', 'gashed', 'nicked .. with a knife', 'stabbed myself', 'split .. head open', 'split .. lip', 'open wound', 'skinned .. knee', 'ripped .. skin'],
    es: ['me corte', 'se corto', 'se ha cortado', 'me he cortado', 'herida abierta', 'raspon', 'raspadura', 'se abrio la cabeza', 'se abrio la ceja'],
    fr: ['me suis coupe', 'me suis coupee', 's\'est coupe', 's est coupe', 's est coupee', 'entaille*', 'plaie ouverte', 'ouvert le crane', 'ouvert l\'arcade', 'ouvert l arcade', 'ecorche*'],
    pt: ['cortei-me', 'cortei me', 'me cortei', 'se cortou', 'cortou-se', 'cortou se', 'cortou o dedo', 'cortou a mao', 'golpe na mao', 'golpe no dedo', 'lanho', 'ferida aberta', 'rachou a cabeca', 'abriu a cabeca', 'esfolad*', 'esfoladela'],
  }),
  S('gaping_wound', {
    en: ['wide open', 'gaping', 'you can see inside', 'flesh .. showing', 'needs gluing', 'needs glue', 'needs steri strips', 'big deep cut', 'really deep cut', 'deep gash'],
    es: ['tajo profundo', 'corte muy profundo', 'herida muy profunda', 'se ve la carne', 'necesita puntos', 'hay que coser', 'necesita que lo cosan', 'herida abierta y profunda', 'abierta y no cierra'],
    fr: ['points de suture', 'faut des points', 'faut recoudre', 'plaie beante', 'entaille profonde', 'on voit la chair'],
    pt: ['precisar de pontos', 'precisa de pontos', 'levar pontos', 'corte muito fundo', 'corte fundo', 'golpe fundo', 'ferida aberta e funda', 've-se a carne', 've a carne'],
  }),
  S('wound_infection', {
    en: ['full of pus', 'pus .. coming out', 'weeping .. yellow', 'weeping .. green', 'oozing .. yellow', 'oozing .. green', 'yellow gunk', 'green gunk', 'yellow stuff .. wound', 'wound .. smells', 'smelly wound', 'wound .. hot and red', 'gone septic', 'looks infected', 'infected cut', 'infected wound'],
    es: ['supura', 'supurando', 'sale pus', 'echa pus', 'herida infectada', 'se infecto', 'se ha infectado', 'huele mal la herida'],
    fr: ['suinte', 'suintant*', 'du pus', 'plein de pus', 'plaie infectee', 's\'est infecte*', 's est infecte*'],
    pt: ['deitar pus', 'a deitar pus', 'deita pus', 'saindo pus', 'infeccionou', 'infectou', 'ferida infectada', 'ferida infeccionada', 'purgando', 'pus na ferida'],
  }),
  S('burn', {
    en: ['burnt myself', 'burned myself', 'burnt his', 'burnt her', 'burned his', 'burned her', 'scalded', 'spilt .. hot', 'spilled .. hot', 'hot tea .. over', 'hot coffee .. over', 'boiling water .. over', 'touched the oven', 'touched the iron', 'grabbed .. hot pan'],
    es: ['se quemo', 'me queme', 'se ha quemado', 'me he quemado', 'quemadura', 'agua hirviendo', 'aceite hirviendo', 'aceite caliente', 'se echo .. caliente', 'se tiro .. caliente'],
    fr: ['s\'est brule', 's est brule', 's est brulee', 'me suis brule', 'me suis brulee', 'eau bouillante', 'huile bouillante', 'huile chaude', 'brulure'],
    pt: ['queimou-se', 'queimou se', 'se queimou', 'me queimei', 'queimei-me', 'queimei me', 'agua a ferver', 'agua fervendo', 'oleo a ferver', 'oleo quente', 'oleo fervendo', 'escaldou', 'escaldad*'],
  }),
  S('animal_bite', {
    en: ['dog .. bit', 'dog .. attacked', 'attacked by .. dog', 'bite from .. dog', 'bite from .. cat', 'cat .. scratched and bit', 'dog bite*'],
    es: ['me mordio', 'le mordio', 'lo mordio', 'la mordio', 'mordido por', 'mordida por', 'mordedura de perro', 'mordida de perro', 'mordisco', 'le ataco un perro', 'me ataco un perro'],
    fr: ['mordre par', 'fait mordre', 'mordu par', 'mordue par', 'morsure de chien', 'morsure de chat', 'attaque par un chien'],
    pt: ['mordeu-me', 'mordeu me', 'me mordeu', 'o mordeu', 'a mordeu', 'mordido por', 'mordida por', 'mordida de cao', 'mordida de cachorro', 'cao mordeu', 'cachorro mordeu'],
  }),
  S('insect_bite', {
    en: ['stung by', 'got stung', 'bitten by .. insect', 'wasp got me', 'bee got me', 'mozzie bite*', 'mossie bite*', 'horsefly bite*', 'midge bite*'],
    es: ['me pico una abeja', 'le pico una abeja', 'me pico una avispa', 'le pico una avispa', 'picadura de abeja', 'picadura de avispa', 'picadura de mosquito', 'piquete de mosquito', 'piquete de abeja'],
    fr: ['pique par une guepe', 'pique par une abeille', 'piqure de guepe', 'piqure d\'abeille', 'piqure de moustique', 'piqure d abeille'],
    pt: ['picado por', 'picada de abelha', 'picada de vespa', 'picada de mosquito', 'picada de inseto', 'ferroada', 'ferrado por'],
  }),
  S('blisters', {
    en: ['water blisters', 'blebs', 'bubbles on .. skin', 'fluid filled bumps', 'fluid-filled'],
    es: ['ampollas', 'ampollitas', 'burbujas en la piel'],
    fr: ['cloques', 'bulles sur la peau'],
    pt: ['bolhas', 'bolhinhas', 'empolas', 'empolas de agua'],
  }),
  S('lump', {
    en: ['lump on', 'swelling .. keeps growing', 'hard lump', 'pea sized lump', 'marble sized', 'lump that .. growing'],
    es: ['bolita', 'bultito', 'bulto en', 'pelotita'],
    fr: ['boule sous', 'grosseur', 'boule dure'],
    pt: ['carocinho', 'caroco', 'bolinha dura', 'nodulo'],
  }),
  S('breast_lump', {
    en: ['lump in my boob', 'lump in .. boob', 'lump in .. breast', 'lump .. nipple', 'breast .. lump', 'boob .. lump', 'lump in .. tit'],
    es: ['bolita en el pecho', 'bolita en el seno', 'bolita en la mama', 'bulto en el pecho', 'bulto en la mama', 'bulto en el seno', 'pelotita en el pecho', 'nodulo en la mama', 'nodulo en el pecho'],
    fr: ['boule dans le sein', 'boule au sein', 'grosseur au sein', 'grosseur dans le sein', 'masse dans le sein', 'nodule au sein'],
    pt: ['caroco na mama', 'caroco no peito', 'caroco no seio', 'carocinho na mama', 'carocinho no peito', 'nodulo no peito', 'nodulo na mama', 'bolinha na mama', 'bolinha no peito'],
  }),
  S('breast_pain', {
    en: ['boob* .. hurt*', 'boob* .. sore', 'sore boob*', 'sore breast*', 'breast* .. hurt*', 'nipple* .. sore', 'sore nipple*', 'breast* .. tender'],
    es: ['me duele el pecho al tocar', 'duele el seno', 'duelen los senos', 'duele la mama', 'pezones .. duelen'],
    fr: ['mal aux seins', 'mal au sein', 'seins douloureux', 'sein douloureux', 'seins .. font mal'],
    pt: ['seio .. dolorido', 'seio .. doendo', 'mama .. dolorida', 'dor na mama', 'dor nas mamas', 'mamas .. doem', 'peito .. dolorido ao tocar', 'dor no seio', 'seios doloridos'],
  }),

  // ── bones, joints, injuries ───────────────────────────────────────────────────
  S('fracture_signs', {
    en: ['arm looks bent', 'leg looks bent', 'wrist looks bent', 'finger looks bent', 'bent the wrong way', 'at a funny angle', 'at a weird angle', 'at an odd angle', 'dinner fork', 'bone .. poking', 'bone .. sticking', 'heard a snap', 'heard .. crack', 'heard .. snap', 'broken arm', 'broken leg', 'broken wrist', 'broken ankle', 'broken bone*', 'fx', 'crooked .. after .. fall'],
    es: ['brazo torcido', 'pierna torcida', 'muneca torcida', 'brazo .. chueco', 'pierna .. chueca', 'hueso .. salido', 'hueso .. afuera', 'se partio el brazo', 'me parti el brazo', 'se quebro el brazo', 'me quebre el brazo', 'se rompio el brazo', 'me rompi el brazo', 'se partio la pierna', 'me parti la pierna', 'se quebro la pierna', 'me quebre la pierna', 'se rompio la pierna', 'me rompi la pierna', 'se partio la muneca', 'me parti la muneca', 'se quebro la muneca', 'me quebre la muneca', 'se rompio la muneca', 'me rompi la muneca', 'se partio el tobillo', 'me parti el tobillo', 'se quebro el tobillo', 'me quebre el tobillo', 'se rompio el tobillo', 'me rompi el tobillo', 'se partio el dedo', 'me parti el dedo', 'se quebro el dedo', 'me quebre el dedo', 'se rompio el dedo', 'me rompi el dedo', 'se partio la cadera', 'me parti la cadera', 'se quebro la cadera', 'me quebre la cadera', 'se rompio la cadera', 'me rompi la cadera', 'se partio la clavicula', 'me parti la clavicula', 'se quebro la clavicula', 'me quebre la clavicula', 'se rompio la clavicula', 'me rompi la clavicula', 'se partio el codo', 'me parti el codo', 'se quebro el codo', 'me quebre el codo', 'se rompio el codo', 'me rompi el codo', 'se partio el hombro', 'me parti el hombro', 'se quebro el hombro', 'me quebre el hombro', 'se rompio el hombro', 'me rompi el hombro', 'quebradura', 'hizo crac', 'deformad*'],
    fr: ['bras tordu', 'bras .. tordu', 'jambe tordue', 'jambe .. tordue', 'poignet .. tordu', 'os .. sort', 'os qui depasse', 's est casse le bras', 's\'est casse le bras', 'me suis casse le bras', 'casse le bras', 's est casse la jambe', 's\'est casse la jambe', 'me suis casse la jambe', 'casse la jambe', 's est casse le poignet', 's\'est casse le poignet', 'me suis casse le poignet', 'casse le poignet', 's est casse la cheville', 's\'est casse la cheville', 'me suis casse la cheville', 'casse la cheville', 's est casse le doigt', 's\'est casse le doigt', 'me suis casse le doigt', 'casse le doigt', 's est casse la hanche', 's\'est casse la hanche', 'me suis casse la hanche', 'casse la hanche', 's est casse la clavicule', 's\'est casse la clavicule', 'me suis casse la clavicule', 'casse la clavicule', 's est casse le coude', 's\'est casse le coude', 'me suis casse le coude', 'casse le coude', 'fait crac', 'entendu un crac', 'deforme*'],
    pt: ['braco torto', 'braco .. torto', 'perna torta', 'perna .. torta', 'pulso .. torto', 'osso .. saido', 'osso .. de fora', 'partiu o braco', 'parti o braco', 'quebrou o braco', 'quebrei o braco', 'partiu-se o braco', 'partiu a perna', 'parti a perna', 'quebrou a perna', 'quebrei a perna', 'partiu-se a perna', 'partiu o pulso', 'parti o pulso', 'quebrou o pulso', 'quebrei o pulso', 'partiu-se o pulso', 'partiu o tornozelo', 'parti o tornozelo', 'quebrou o tornozelo', 'quebrei o tornozelo', 'partiu-se o tornozelo', 'partiu o dedo', 'parti o dedo', 'quebrou o dedo', 'quebrei o dedo', 'partiu-se o dedo', 'partiu a anca', 'parti a anca', 'quebrou a anca', 'quebrei a anca', 'partiu-se a anca', 'partiu a clavicula', 'parti a clavicula', 'quebrou a clavicula', 'quebrei a clavicula', 'partiu-se a clavicula', 'partiu o cotovelo', 'parti o cotovelo', 'quebrou o cotovelo', 'quebrei o cotovelo', 'partiu-se o cotovelo', 'partiu o femur', 'parti o femur', 'quebrou o femur', 'quebrei o femur', 'partiu-se o femur', 'fez crac', 'ouvi um estalo', 'deformad*'],
  }),
  S('dislocation', {
    en: ['popped out of place', 'came out of place', 'shoulder .. popped out', 'knee .. popped out', 'kneecap .. popped', 'jaw .. popped out', 'joint .. out of place'],
    es: ['se salio el hombro', 'se me salio el hombro', 'se le salio el hombro', 'se le salio la rodilla', 'se disloco', 'dislocado', 'fuera de su sitio'],
    fr: ['epaule deboitee', 's est deboite', "s'est deboite", 'deboite', 'sortie de sa place'],
    pt: ['ombro saiu do lugar', 'saiu do lugar', 'desencaixou', 'deslocou o ombro', 'ombro deslocado', 'joelho saiu'],
  }),
  S('limp', {
    en: ['limping', 'hobbling', 'walking funny', 'walking .. strange', "won't weight bear", 'not weight bearing', 'nwb', 'favouring .. leg', 'favoring .. leg'],
    es: ['cojea', 'cojeando', 'rengueando', 'renguea', 'camina raro', 'camina cojo', 'no apoya el pie', 'no apoya la pierna'],
    fr: ['il boite', 'elle boite', 'boitille', 'marche bizarrement', 'marche en boitant', 'pose pas le pied'],
    pt: ['a mancar', 'mancando', 'manca', 'coxeia', 'coxear', 'a coxear', 'anda esquisito', 'nao apoia o pe', 'nao poe o pe no chao'],
  }),
  S('injury', {
    en: ['came off .. bike', 'fell off .. bike', 'knocked down by', 'hit by a car', 'rta', 'rtc', 'got hurt', 'bashed'],
    es: ['se dio un golpe', 'me di un golpe', 'se golpeo', 'se lastimo', 'me lastime', 'se hizo dano', 'me hice dano', 'lo atropello', 'la atropello', 'atropellad*'],
    fr: ['est tombe', 'est tombee', 'suis tombe', 'suis tombee', 's est fait mal', "s'est fait mal", 'me suis fait mal', 'renverse par une voiture', 'renversee par une voiture'],
    pt: ['se machucou', 'machucou-se', 'me machuquei', 'magoou-se', 'magoei-me', 'aleijou-se', 'atropelad*', 'levou uma pancada'],
  }),
  S('fall', {
    en: ['took a tumble', 'fell down the stairs', 'fell down stairs', 'fell out of bed', 'found .. on the floor', 'on the floor when', 'couldn\'t get up off the floor', 'went over on'],
    es: ['se cayo', 'me cai', 'se cayo de la cama', 'se cayo por las escaleras', 'se fue al suelo', 'lo encontre en el suelo', 'la encontre en el suelo', 'tropezo y'],
    fr: ['est tombe', 'est tombee', 'suis tombe', 'suis tombee', 'a chute', 'retrouve par terre', 'retrouvee par terre', 'tombe dans les escaliers', 'tombee du lit', 'tombe du lit'],
    pt: ['caiu', 'cai', 'levou um tombo', 'tombo', 'caiu da cama', 'caiu das escadas', 'encontrei-o no chao', 'encontrei-a no chao', 'encontrei ele no chao', 'encontrei ela no chao', 'escorregou e'],
  }),
  S('head_injury', {
    en: ['banged .. head', 'bumped .. head', 'knock to the head', 'knock on the head', 'whacked .. head', 'smacked .. head', 'cracked .. head', 'hit his head', 'hit her head', 'hit my head', 'head .. hit the floor', 'head .. hit the ground', 'egg on .. head', 'goose egg', 'head injury'],
    es: ['se golpeo la cabeza', 'se dio en la cabeza', 'golpe en la cabeza', 'golpe en la frente', 'se pego en la cabeza', 'se pego en la frente', 'me di en la cabeza', 'chichon', 'se abrio la cabeza'],
    fr: ['cogne la tete', 'tape la tete', 'coup sur la tete', 'coup a la tete', 'tombe sur la tete', 'bosse sur la tete', 'bosse sur le front'],
    pt: ['bateu com a cabeca', 'bati com a cabeca', 'bateu a cabeca', 'pancada na cabeca', 'caiu de cabeca', 'galo na cabeca', 'galo na testa', 'bateu com a testa'],
  }),
  S('back_pain', {
    en: ['back .. killing', 'back .. kills', 'bad back', 'put my back out', 'put his back out', 'put her back out', 'back .. seized up', 'back is agony', 'lower back .. hurt*', 'pain in .. lower back', 'lumbar pain'],
    es: ['me duele la espalda', 'le duele la espalda', 'espalda .. duele', 'dolor de cintura', 'dolor en la cintura', 'rinones .. espalda', 'espalda baja', 'me dio un tiron en la espalda', 'me dio el lumbago', 'espalda .. bloqueada', 'dolor de rinones'],
    fr: ['mal aux reins en bas du dos', 'mal au bas du dos', 'mal en bas du dos', 'bas du dos', 'dos .. bloque', 'coince le dos', 'dos .. fait mal', 'tour de rein', 'lumbago', 'sciatique'],
    pt: ['dor nas cruzes', 'dores nas cruzes', 'doem as cruzes', 'dor nas costas', 'costas .. doem', 'costas .. doendo', 'dor no fundo das costas', 'dor na lombar', 'costas travadas', 'travou as costas', 'dor de costas', 'mau jeito nas costas'],
  }),
  S('neck_pain', {
    en: ['neck .. killing', 'cricked .. neck', 'crick in .. neck', 'ricked .. neck', 'slept funny on .. neck'],
    es: ['me duele el cuello', 'le duele el cuello', 'cuello .. duele', 'dolor cervical', 'dolor de cervicales'],
    fr: ['mal au cou', 'mal a la nuque', 'cou .. fait mal', 'douleur cervicale', 'mal aux cervicales'],
    pt: ['dor no pescoco', 'pescoco .. doi*', 'pescoco .. doendo', 'dor na cervical', 'dores cervicais'],
  }),
  S('joint_pain', {
    en: ['knees .. killing', 'knee .. killing', 'hips .. killing', 'joints .. killing', 'achy joints', 'joints .. ache', 'joints .. aching', 'joints .. playing up', 'arthritis .. playing up', 'creaky joints'],
    es: ['me duele la rodilla', 'me duelen las rodillas', 'me duelen las articulaciones', 'dolor en las coyunturas', 'duelen las coyunturas', 'dolor de rodilla'],
    fr: ['mal au genou', 'mal aux genoux', 'mal aux articulations', 'mal a la hanche', 'mal a l\'epaule', 'mal a l epaule', 'articulations .. font mal', 'douleurs articulaires'],
    pt: ['dor no joelho', 'dor nos joelhos', 'dor nas articulacoes', 'dor na anca', 'dor no quadril', 'dor no ombro', 'articulacoes .. doem', 'dores nas juntas', 'dor nas juntas', 'juntas .. doem'],
  }),
  S('joint_swelling', {
    en: ['knee .. swollen up', 'knee .. puffed up', 'knee .. like a balloon', 'ankle .. like a balloon', 'joint .. swollen up', 'swollen joint*', 'swollen knee*', 'fluid on .. knee', 'water on .. knee'],
    es: ['rodilla hinchada', 'rodilla .. hinchada', 'tobillo hinchado', 'articulacion hinchada', 'agua en la rodilla', 'liquido en la rodilla'],
    fr: ['genou gonfle', 'genou .. gonfle', 'cheville gonflee', 'articulation gonflee', 'epanchement .. genou', 'de l\'eau dans le genou'],
    pt: ['joelho inchado', 'joelho .. inchado', 'tornozelo inchado', 'articulacao inchada', 'agua no joelho', 'liquido no joelho'],
  }),
  S('limb_pain', {
    en: ['arm .. killing', 'leg .. killing', 'leg .. agony', 'arm .. agony', 'legs ache', 'arms ache', 'leg .. throbbing', 'arm .. throbbing'],
    es: ['me duele el brazo', 'me duele la pierna', 'le duele el brazo', 'le duele la pierna', 'me duelen las piernas', 'dolor en el brazo', 'dolor en la pierna'],
    fr: ['mal au bras', 'mal a la jambe', 'mal aux jambes', 'bras .. fait mal', 'jambe .. fait mal'],
    pt: ['dor no braco', 'dor na perna', 'dor nas pernas', 'braco .. doi*', 'perna .. doi*', 'doi-me o braco', 'doi-me a perna'],
  }),
  S('muscle_pain', {
    en: ['pulled a muscle', 'muscles .. aching', 'muscles .. ache', 'muscles .. sore', 'stiff and sore', 'doms'],
    es: ['dolor de musculos', 'me duelen los musculos', 'tiron muscular', 'musculos .. adoloridos'],
    fr: ['mal aux muscles', 'muscles .. douloureux', 'claquage', 'courbatures'],
    pt: ['dor muscular', 'dores musculares', 'musculos .. doem', 'distensao muscular', 'dor nos musculos'],
  }),
  S('sprain', {
    en: ['went over on .. ankle', 'went over .. ankle', 'turned my ankle', 'rolled .. ankle', 'twisted .. wrist', 'jarred .. knee', 'jarred .. wrist'],
    es: ['me torci el tobillo', 'se torcio el tobillo', 'se doblo el tobillo', 'me doble el tobillo', 'torcedura', 'esguince'],
    fr: ['tordu la cheville', 'tordu le genou', 'tordu le poignet', 'foule la cheville', 'foulure'],
    pt: ['torci o pe', 'torceu o pe', 'torci o tornozelo', 'torceu o tornozelo', 'virei o pe', 'virou o pe', 'entorse'],
  }),

  // ── eyes ──────────────────────────────────────────────────────────────────────
  S('red_eye', {
    en: ['eye .. bloodshot', 'eyes .. bloodshot', 'eye .. gone red', 'eye .. all red', 'red sore eye', 'gunky red eye', 'conjunctivits', 'conjuctivitis'],
    es: ['ojo colorado', 'ojos colorados', 'ojo inyectado', 'ojos inyectados', 'ojo .. rojo', 'ojos .. rojos', 'ojo .. enrojecido'],
    fr: ['oeil injecte', 'yeux injectes', 'oeil .. rouge', 'yeux .. rouges', 'oeil tout rouge', 'oeil rouge', 'oeil .. rouge', 'oeil injecte'],
    pt: ['olho .. vermelho', 'olhos .. vermelhos', 'olho avermelhado', 'olhos avermelhados', 'olho injetado', 'olhos injetados', 'olho raiado de sangue'],
  }),
  S('eye_pain', {
    en: ['eye .. killing', 'eye .. throbbing', 'eye .. stabbing', 'pain behind .. eye', 'eyeball .. hurt*', 'eyeball .. sore'],
    es: ['me duele el ojo', 'le duele el ojo', 'dolor en el ojo', 'dolor de ojo', 'ojo .. duele', 'dolor detras del ojo'],
    fr: ['mal a l\'oeil', 'mal a l oeil', 'mal aux yeux', 'oeil .. fait mal', 'douleur a l\'oeil', 'douleur derriere l\'oeil', 'oeil .. fait mal', 'douleur .. oeil'],
    pt: ['dor no olho', 'dor nos olhos', 'olho .. doi*', 'olho .. doendo', 'doi-me o olho', 'doi me o olho', 'dor atras do olho'],
  }),
  S('eye_discharge', {
    en: ['gunky eye*', 'eye* .. gunky', 'sticky eye*', 'eye* .. sticky', 'eye* .. stuck shut', 'eye* .. glued shut', 'gunk .. eye*', 'crusty eye*', 'eye* .. crusty', 'pus .. eye*'],
    es: ['leganas', 'laganas', 'ojo pegado', 'ojos pegados', 'pus en el ojo', 'secrecion en el ojo', 'chinguina'],
    fr: ['yeux colles', 'oeil colle', 'oeil qui coule', 'pus .. oeil', 'secretions .. oeil', 'chassie'],
    pt: ['remela*', 'ramela*', 'olho colado', 'olhos colados', 'pus no olho', 'secrecao no olho', 'olho a deitar'],
  }),
  S('eye_injury', {
    en: ['poked in the eye', 'poked .. eye', 'got something in .. eye', 'something flew into .. eye', 'bit of metal .. eye', 'scratched .. eye', 'hit in the eye', 'ball .. hit .. eye', 'punched in the eye', 'black eye'],
    es: ['me entro algo en el ojo', 'le entro algo en el ojo', 'golpe en el ojo', 'me pegaron en el ojo', 'se rasco el ojo', 'ojo morado', 'me entro una basura en el ojo', 'tengo una basurita en el ojo'],
    fr: ['recu .. dans l\'oeil', 'recu .. dans l oeil', 'coup dans l\'oeil', 'coup dans l oeil', 'oeil au beurre noir', 'poussiere dans l\'oeil', 'truc dans l\'oeil', 'griffe* a l\'oeil'],
    pt: ['entrou algo no olho', 'entrou-me algo para o olho', 'pancada no olho', 'levou um soco no olho', 'olho roxo', 'cisco no olho', 'argueiro no olho', 'arranhei o olho'],
  }),

  // ── metabolic ─────────────────────────────────────────────────────────────────
  S('high_blood_sugar', {
    en: ['sugars .. high', 'sugars .. through the roof', 'sugar .. sky high', 'cbg .. high', 'meter says hi'],
    es: ['azucar .. por las nubes', 'azucar muy alta', 'glucosa muy alta', 'azucar subida', 'se le subio el azucar', 'se me subio el azucar', 'glucemia alta'],
    fr: ['sucre .. tres haut', 'glycemie .. tres haute', 'glycemie haute', 'glycemie .. elevee', 'diabete .. desequilibre'],
    pt: ['acucar .. muito alto', 'acucar subiu', 'glicose .. muito alta', 'glicemia .. muito alta', 'glicemia alta', 'diabetes descontrolad*', 'diabetes descompensad*'],
  }),
  S('low_blood_sugar', {
    en: ['having a hypo', 'had a hypo', 'going hypo', 'sugar .. dropped', 'sugars .. dropped', 'sugar .. crashed', 'cbg .. low', 'sugar .. 2 point', 'sugar .. 3 point'],
    es: ['bajon de azucar', 'se le bajo el azucar', 'se me bajo el azucar', 'azucar .. baja', 'hipoglicemia', 'glucosa .. baja'],
    fr: ['fait une hypo', 'fait une hypoglycemie', 'sucre .. bas', 'glycemie .. basse', 'hypo'],
    pt: ['baixou o acucar', 'acucar .. baixo', 'acucar .. baixou', 'glicose .. baixa', 'glicemia baixa', 'teve uma hipo', 'fez uma hipo'],
  }),

  // ── known conditions, medicines and habits ────────────────────────────────────
  R('risk_diabetes', {
    en: ['he has sugar', 'she has sugar', 'i have sugar', 'i got sugar', 'has got sugar', 'has the sugar', 'sugar problem*', 'sugar disease', 'on insulin', 'takes insulin', 'diabetic', 't2d', 't1d', 'iddm', 'metformin'],
    es: ['soy diabetic*', 'es diabetic*', 'tiene diabetes', 'tengo diabetes', 'tengo azucar en la sangre', 'tiene azucar en la sangre', 'tengo el azucar alto', 'tiene el azucar alto', 'sufre de azucar', 'sufro de azucar', 'problemas de azucar', 'azucar alto en la sangre', 'se inyecta insulina', 'me inyecto insulina', 'metformina'],
    fr: ['diabetique', 'suis diabetique', 'est diabetique', 'a du diabete', 'fait du diabete', 'sous insuline', 'metformine'],
    pt: ['sou diabetic*', 'e diabetic*', 'tem diabetes', 'tenho diabetes', 'tenho acucar no sangue', 'tem acucar no sangue', 'sofre de acucar', 'sofro de acucar', 'problema de acucar', 'toma insulina', 'tomo insulina', 'metformina'],
  }),
  R('risk_hypertension', {
    en: ['blood pressure problems', 'bp problems', 'high bp', 'blood pressure tablets', 'bp tablets', 'bp meds', 'pressure tablets', 'on tablets for .. blood pressure', 'raised bp', 'hypertensive'],
    es: ['soy hipertens*', 'es hipertens*', 'tension alta', 'presion alta', 'problemas de presion', 'problemas de tension', 'pastillas para la presion', 'pastillas para la tension'],
    fr: ['fais de la tension', 'fait de la tension', 'tension trop haute', 'hypertendu*', 'cachets pour la tension', 'medicament pour la tension', 'traitement pour la tension'],
    pt: ['tensao alta', 'sou hipertens*', 'e hipertens*', 'tem pressao alta', 'tenho pressao alta', 'problemas de tensao', 'problema de pressao', 'remedio para a pressao', 'comprimido para a tensao', 'remedio de pressao'],
  }),
  R('risk_anticoagulant', {
    en: ['on thinners', 'blood thinning', 'thins .. blood', 'anticoag*', 'doac', 'noac', 'on eliquis', 'on xarelto', 'on warfarin', 'clexane', 'fragmin', 'tinzaparin'],
    es: ['sintrom', 'tomo sintrom', 'varfarina', 'warfarina', 'aldocumar', 'para adelgazar la sangre', 'anticoagulado', 'anticoagulada', 'xarelto', 'eliquis', 'pradaxa', 'clexane', 'heparina'],
    fr: ['anticoagulant', 'anticoagulants', 'sous anticoagulant*', 'pour fluidifier le sang', 'xarelto', 'eliquis', 'coumadine', 'previscan', 'lovenox', 'heparine'],
    pt: ['anticoagulante', 'anticoagulantes', 'afina o sangue', 'afinar o sangue', 'para afinar o sangue', 'varfarina', 'marevan', 'xarelto', 'eliquis', 'pradaxa', 'clexane', 'heparina'],
  }),
  R('risk_afib', {
    en: ['known af', 'pmh af', 'hx af', 'history of af'],
    es: ['fibrilacion', 'arritmia conocida', 'tengo arritmia', 'tiene arritmia'],
    fr: ['fibrillation', 'acfa', 'fa connue', 'arythmie connue'],
    pt: ['fibrilacao', 'arritmia conhecida', 'tenho arritmia', 'tem arritmia'],
  }),
  R('risk_cad', {
    en: ['had a heart attack', 'has had a heart attack', 'heart attack .. ago', 'heart attack last', 'previous mi', 'has a stent', 'had a stent', 'stents in', 'bypass op', 'triple bypass', 'heart op', 'gtn spray', 'angina .. known', 'known angina'],
    es: ['tuvo un infarto', 'tuve un infarto', 'ha tenido un infarto', 'infarto hace', 'le pusieron un stent', 'me pusieron un stent', 'cateterismo', 'problemas del corazon', 'enfermo del corazon', 'cardiopata'],
    fr: ['fait un infarctus', 'a eu un infarctus', 'infarctus il y a', 'porte un stent', 'a un stent', 'pontage', 'malade du coeur', 'trinitrine', 'natispray'],
    pt: ['teve um enfarte', 'teve um infarto', 'tive um enfarte', 'tive um infarto', 'enfarte ha', 'infarto ha', 'tem um stent', 'colocou um stent', 'pos stent', 'cateterismo', 'doente do coracao', 'problema de coracao', 'enfarte previo'],
  }),
  R('risk_stroke', {
    en: ['had a stroke', 'has had a stroke', 'stroke .. ago', 'stroke last year', 'previous stroke', 'mini stroke'],
    es: ['tuvo un derrame', 'tuvo un ictus', 'tuve un ictus', 'ha tenido un ictus', 'ictus hace', 'derrame cerebral', 'embolia cerebral', 'tuvo una embolia', 'trombosis cerebral'],
    fr: ['fait un avc', 'a eu un avc', 'avc il y a', 'attaque cerebrale', 'mini avc'],
    pt: ['teve um avc', 'tive um avc', 'avc ha', 'teve um derrame', 'derrame cerebral', 'trombose cerebral', 'isquemia cerebral'],
  }),
  R('risk_pvd', {
    en: ['known aneurysm', 'aortic aneurysm', 'aneurysm in .. tummy', 'aneurysm in .. belly', 'aneurysm in .. stomach', 'triple a aneurysm', 'poor circulation', 'bad circulation', 'circulation problems'],
    es: ['aneurisma de aorta', 'aneurisma aortico', 'aneurisma en la barriga', 'mala circulacion', 'problemas de circulacion'],
    fr: ['anevrisme de l\'aorte', 'anevrisme de l aorte', 'anevrisme aortique', 'arterite', 'mauvaise circulation'],
    pt: ['aneurisma da aorta', 'aneurisma na aorta', 'aneurisma aortico', 'ma circulacao', 'problemas de circulacao'],
  }),
  R('risk_ckd', {
    en: ['kidneys .. not working', 'kidneys are bad', 'bad kidneys', 'kidney problems', 'hd patient', 'kidney transplant'],
    es: ['en dialisis', 'hace dialisis', 'hemodialisis', 'problemas de rinon', 'problemas renales', 'rinones .. no funcionan', 'trasplante de rinon', 'trasplantado de rinon'],
    fr: ['dialyse', 'dialyse*', 'hemodialyse', 'insuffisant renal', 'insuffisante renale', 'reins .. fonctionnent mal', 'greffe de rein', 'greffe du rein'],
    pt: ['faz hemodialise', 'hemodialise', 'faz dialise', 'problemas renais', 'rins .. nao funcionam', 'insuficiente renal', 'transplante de rim', 'transplantado renal'],
  }),
  R('risk_chf', {
    en: ['heart .. not pumping', 'weak heart', 'heart is weak', 'water tablets', 'fluid tablets'],
    es: ['corazon debil', 'corazon .. no bombea', 'insuficiencia del corazon', 'pastillas para orinar', 'diuretico*', 'furosemida', 'seguril'],
    fr: ['coeur .. fatigue', 'coeur faible', 'insuffisant cardiaque', 'insuffisante cardiaque', 'diuretique*', 'furosemide'],
    pt: ['coracao fraco', 'coracao .. nao bombeia', 'coracao grande', 'insuficiente cardiaco', 'diuretico*', 'furosemida', 'lasix'],
  }),
  R('risk_copd', {
    en: ['chest .. bad for years', 'lungs are bad', 'bad lungs', 'on home oxygen', 'on oxygen at home', 'copd flare', 'emphysemia'],
    es: ['bronquitis cronica', 'pulmones .. mal', 'con oxigeno en casa', 'oxigeno en casa', 'enfisema'],
    fr: ['bronchite chronique', 'poumons .. abimes', 'oxygene a domicile', 'sous oxygene', 'emphyseme'],
    pt: ['bronquite cronica', 'pulmoes .. fracos', 'oxigenio em casa', 'oxigenio domiciliar', 'enfisema'],
  }),
  R('risk_asthma', {
    en: ['asthmatic', 'blue inhaler', 'brown inhaler', 'purple inhaler', 'preventer inhaler', 'reliever inhaler', 'nebuliser', 'nebulizer'],
    es: ['asmatic*', 'soy asmatic*', 'el puff', 'bombita', 'ventolin', 'salbutamol', 'nebulizaciones'],
    fr: ['asthmatique', 'ventoline', 'pompe pour l\'asthme', 'pompe pour l asthme', 'bronchodilatateur', 'nebulisation*'],
    pt: ['asmatic*', 'bombinha', 'bombinha de asma', 'ventilan', 'aerolin', 'salbutamol', 'nebulizacao', 'nebulizador'],
  }),
  R('risk_smoking', {
    en: ['a day smoker', 'smoke .. a day', 'pack a day', 'packs a day', 'roll ups', 'rollies', 'ciggies', 'fags'],
    es: ['fumo', 'fuma', 'fumador', 'fumadora', 'cajetilla*', 'cigarros al dia', 'paquete al dia'],
    fr: ['fume', 'fumeur', 'fumeuse', 'paquet par jour', 'clopes', 'cigarettes par jour'],
    pt: ['fumo', 'fuma', 'fumante', 'fumador', 'fumadora', 'maco por dia', 'macos por dia', 'cigarros por dia', 'tabagista'],
  }),
  R('risk_chemotherapy', {
    en: ['having chemo', 'on chemo', 'doing chemo', 'chemo last week', 'chemo cycle', 'cycle of chemo', 'receiving chemotherapy', 'cancer treatment'],
    es: ['quimio', 'quimioterapia', 'esta con quimio', 'recibe quimio', 'ciclo de quimio', 'tratamiento para el cancer'],
    fr: ['chimio', 'chimiotherapie', 'sous chimio', 'cure de chimio', 'traitement contre le cancer'],
    pt: ['quimio', 'quimioterapia', 'faz quimio', 'sessao de quimio', 'ciclo de quimio', 'tratamento do cancro', 'tratamento de cancer'],
  }),
  R('risk_immunosuppressed', {
    en: ['on steroids', 'taking steroids', 'low immune system', 'immune system .. weak', 'no immune system', 'on immunosuppressants', 'transplant patient'],
    es: ['defensas bajas', 'bajo de defensas', 'baja de defensas', 'toma corticoides', 'toma cortisona', 'trasplantad*', 'inmunosuprimid*'],
    fr: ['defenses immunitaires .. basses', 'immunite .. basse', 'sous cortisone', 'sous corticoides', 'greffe*', 'immunodeprime*'],
    pt: ['imunidade baixa', 'defesas baixas', 'toma corticoides', 'toma cortisona', 'transplantad*', 'imunodeprimid*'],
  }),
  R('risk_cancer', {
    en: ['had cancer', 'has cancer', 'cancer survivor', 'in remission'],
    es: ['tiene cancer', 'tuvo cancer', 'tengo cancer', 'tumor maligno', 'en remision'],
    fr: ['a un cancer', 'a eu un cancer', 'tumeur maligne', 'en remission'],
    pt: ['cancro', 'tem cancro', 'teve cancro', 'tem cancer', 'teve cancer', 'tumor maligno', 'em remissao'],
  }),
  R('risk_liver', {
    en: ['liver problems', 'bad liver', 'liver is shot', 'liver damage', 'cirrhotic'],
    es: ['problemas de higado', 'enfermo del higado', 'higado graso', 'cirrotic*'],
    fr: ['probleme de foie', 'problemes de foie', 'malade du foie', 'cirrhotique'],
    pt: ['problema de figado', 'problemas no figado', 'doente do figado', 'figado gordo', 'cirrotic*'],
  }),
  R('risk_obesity', {
    en: ['very overweight', 'quite overweight', 'heavy set', 'bmi over 30', 'bmi over 35', 'bmi over 40', 'morbidly obese'],
    es: ['sobrepeso', 'obesidad morbida', 'obeso', 'obesa'],
    fr: ['en surpoids', 'obesite morbide'],
    pt: ['excesso de peso', 'obesidade morbida', 'obeso', 'obesa'],
  }),
  R('risk_hyperlipidemia', {
    en: ['high cholesterol', 'cholesterol .. high', 'cholesterol tablets', 'on statins'],
    es: ['colesterol alto', 'colesterol .. alto', 'pastillas para el colesterol', 'toma estatinas'],
    fr: ['cholesterol .. eleve', 'trop de cholesterol', 'sous statines'],
    pt: ['colesterol alto', 'colesterol .. alto', 'remedio para o colesterol', 'toma estatinas'],
  }),

  // ── babies and children ───────────────────────────────────────────────────────
  S('poor_feeding', {
    en: ['not taking .. bottle', 'not taking .. feeds', 'taking .. half .. feeds', 'off .. feeds', 'off his milk', 'off her milk', "won't take .. bottle", "won't take .. milk", 'not interested in .. feeds', 'feeding less', 'only taking .. ml', 'not latching', "won't latch"],
    es: ['no quiere el pecho', 'no quiere la leche', 'no quiere tomar', 'no toma el biberon', 'no toma la mamadera', 'no toma la mamila', 'rechaza el pecho', 'rechaza el biberon', 'no se prende al pecho'],
    fr: ['boit mal', 'boit tres peu', 'refuse le sein', 'ne tete plus', 'prend plus ses biberons', 'prend pas ses biberons'],
    pt: ['nao quer mamar', 'mama pouco', 'mama mal', 'recusa o peito', 'recusa o biberao', 'nao aceita o biberao', 'nao aceita a mamadeira', 'nao pega o peito', 'bebe muito pouco leite'],
  }),
  S('inconsolable', {
    en: ["can't console", 'cannot console', 'screaming for hours', 'crying for hours', 'crying nonstop', 'crying non stop', 'screaming nonstop', 'nothing calms'],
    es: ['no hay forma de calmarlo', 'no hay forma de calmarla', 'llora sin parar', 'llora y llora', 'grita sin parar', 'no puedo calmarlo', 'no puedo calmarla'],
    fr: ['pleure sans cesse', 'pleure sans arret', 'arrive pas a le calmer', 'arrive pas a la calmer', 'rien ne le calme', 'rien ne la calme', 'hurle sans arret', 'inconsolable'],
    pt: ['chora sem parar', 'nao para de chorar', 'nao consigo acalma-lo', 'nao consigo acalma-la', 'berra sem parar', 'nada o acalma', 'nada a acalma', 'inconsolavel'],
  }),
  S('high_pitched_cry', {
    en: ['cry .. different', 'strange cry', 'weird cry', 'squealing cry', 'screechy cry', 'cry .. high pitched', 'cat-like cry', 'weak little cry'],
    es: ['llora raro', 'llanto raro', 'llanto extrano', 'llanto muy agudo', 'llora muy agudo', 'llanto debilito', 'quejidito'],
    fr: ['pleure bizarrement', 'pleurs bizarres', 'cri bizarre', 'cri strident'],
    pt: ['choro estranho', 'choro esquisito', 'choro diferente', 'choro muito agudo', 'choro fraquinho'],
  }),
  S('bulging_fontanelle', {
    en: ['soft spot .. sticking up', 'soft spot .. puffed up', 'soft spot .. tight', 'soft spot .. bulg*', 'bulge on .. soft spot'],
    es: ['mollera .. levantada', 'mollera .. inflada', 'mollera .. tensa', 'mollera .. abultada', 'fontanela .. tensa'],
    fr: ['fontanelle .. gonflee', 'fontanelle .. tendue', 'fontanelle .. bombee'],
    pt: ['moleira .. alta', 'moleira .. levantada', 'moleira .. tensa', 'moleira .. estufada', 'fontanela .. tensa'],
  }),
  S('sunken_fontanelle', {
    en: ['soft spot .. sunk', 'soft spot .. sunken', 'soft spot .. dipped in', 'soft spot .. caved in', 'dip in .. soft spot'],
    es: ['mollera .. hundida', 'mollera caida', 'se le hundio la mollera'],
    fr: ['fontanelle .. creusee', 'fontanelle .. enfoncee'],
    pt: ['moleira .. funda', 'moleira .. afundada', 'moleira .. caida', 'moleira .. baixa'],
  }),
  S('mottled_skin', {
    en: ['blotchy and blue', 'blue blotch*', 'purple blotchy', 'skin .. blotchy .. cold', 'looks grey', 'grey and floppy', 'skin .. like marble', 'marbly'],
    es: ['piel .. manchada y fria', 'piel como marmol', 'manchas moradas .. piel fria'],
    fr: ['peau .. marbree', 'marbrures sur', 'teint grisatre'],
    pt: ['pele .. marmoreada', 'pele .. manchada e fria', 'pele cinzenta'],
  }),
  S('cold_extremities', {
    en: ['hands .. ice cold', 'feet .. freezing', 'hands and feet .. freezing', 'cold hands and feet', 'fingers .. ice cold', 'toes .. ice cold'],
    es: ['manos y pies helados', 'manitas y piecitos frios', 'manos y pies muy frios'],
    fr: ['mains et pieds glaces', 'extremites glacees', 'mains et pieds tres froids'],
    pt: ['maos e pes gelados', 'maozinhas e pezinhos frios', 'maos e pes muito frios'],
  }),
  S('infant_apnea', {
    en: ['stopped breathing', 'stops breathing', 'forgot to breathe', 'went blue .. not breathing', 'not breathing for', 'breathing stopped'],
    es: ['se quedo sin respirar', 'dejo de respirar', 'no respiraba', 'se puso morado y no respiraba', 'paro de respirar'],
    fr: ['respirait plus', 'a arrete de respirer', 'ne respirait plus', 'est devenu bleu et'],
    pt: ['parou de respirar', 'nao respirava', 'ficou sem respirar', 'ficou roxo e nao respirava'],
  }),
  S('drooling', {
    en: ['dribbling everywhere', "can't swallow .. spit", 'spit .. dribbling', 'saliva .. pouring'],
    es: ['babea mucho', 'babeando', 'se le cae la baba', 'no puede tragar la saliva'],
    fr: ['bave beaucoup', 'bave partout', 'avale pas sa salive', 'peut pas avaler sa salive'],
    pt: ['baba muito', 'a babar', 'cai a baba', 'nao engole a saliva', 'nao consegue engolir a saliva'],
  }),

  // ── allergy, swallowing, poisoning ────────────────────────────────────────────
  S('angioedema', {
    en: ['lips .. puffed up', 'lips .. blown up', 'lips .. massive', 'lips .. huge', 'tongue .. huge', 'tongue .. too big', 'face .. blown up', 'face .. puffed up', 'eyes .. swollen shut', 'swollen up .. face'],
    es: ['labios .. hinchados', 'labio .. hinchado', 'lengua .. hinchada', 'cara .. hinchada', 'se le hincharon los labios', 'se me hincharon los labios', 'se le hincho la cara', 'ojos .. cerrados de hinchados', 'boca hinchada'],
    fr: ['levres .. gonflees', 'levre .. gonflee', 'langue .. gonflee', 'visage .. gonfle', 'gonfle du visage', 'bouche gonflee'],
    pt: ['labios .. inchados', 'beicos inchados', 'lingua .. inchada', 'cara .. inchada', 'rosto .. inchado', 'inchou a cara', 'inchou a boca', 'boca inchada'],
  }),
  S('throat_tightness', {
    en: ['throat .. closing', 'throat .. closing up', 'throat .. swelling up', 'lump in .. throat .. swelling', 'throat .. tightening'],
    es: ['se me cierra la garganta', 'se le cierra la garganta', 'garganta .. cerrando', 'garganta .. apretada', 'nudo en la garganta .. hincha*'],
    fr: ['gorge .. serree', 'gorge .. se ferme', 'gorge .. qui gonfle', 'gorge .. serre'],
    pt: ['garganta .. a fechar', 'garganta .. fechando', 'fecha-se a garganta', 'garganta .. apertada', 'aperto na garganta'],
  }),
  S('allergic_reaction', {
    en: ['allergic to something', 'had a reaction', 'allergy attack', 'bad reaction', 'allergic reaction'],
    es: ['reaccion alergica', 'le dio alergia', 'me dio alergia', 'le hizo reaccion', 'alergia a algo que comio'],
    fr: ['reaction allergique', 'fait une allergie', 'fait une reaction', 'choc allergique'],
    pt: ['reacao alergica', 'deu-lhe alergia', 'deu alergia', 'choque alergico'],
  }),
  S('choking_episode', {
    en: ['choked on', 'choking on', 'went down the wrong way', 'something stuck in .. throat', 'coughing and choking', 'gagging on'],
    es: ['se atraganto', 'atragantad*', 'se ahogo con', 'se le fue por el otro lado', 'se le atoro'],
    fr: ['s est etouffe avec', "s'est etouffe avec", 'fausse route', 'avale de travers'],
    pt: ['engasgou-se', 'engasgou se', 'se engasgou', 'engasgado com', 'engasgada com', 'foi pelo lado errado'],
  }),
  S('ingestion', {
    en: ['got into the medicine cabinet', 'got into .. tablets', 'ate .. tablets', 'ate some .. pills', 'drank .. cleaning', 'swallowed .. cleaning', 'drank some bleach', 'drank .. bleach', 'swallowed a coin', 'swallowed .. magnet'],
    es: ['se comio unas pastillas', 'se trago unas pastillas', 'se tomo .. lejia', 'bebio lejia', 'tomo cloro', 'se trago una moneda', 'se trago un iman'],
    fr: ['a bu de la javel', 'a bu du produit', 'a avale une piece', 'a avale un aimant'],
    pt: ['comeu comprimidos', 'bebeu lixivia', 'bebeu agua sanitaria', 'bebeu cloro', 'engoliu uma moeda', 'engoliu um iman', 'engoliu um ima'],
  }),
  S('overdose', {
    en: ['took too many', 'taken too many', 'took a load of', 'took loads of', 'necked .. pills', 'necked .. tablets'],
    es: ['se tomo todas las pastillas', 'se tomo muchas pastillas', 'tomo demasiadas pastillas', 'se tomo el bote', 'se tomo la caja'],
    fr: ['a pris tous ses medicaments', 'a pris trop de medicaments', 'avale tous ses', 'avale toute la plaquette', 'toute la plaquette'],
    pt: ['tomou todos os comprimidos', 'tomou comprimidos a mais', 'tomou muitos comprimidos', 'tomou a caixa toda', 'tomou a cartela toda', 'engoliu a caixa'],
  }),

  // ── women's health ────────────────────────────────────────────────────────────
  S('pelvic_pain', {
    en: ['pain .. down below', 'pain .. womb', 'womb .. hurt*', 'ovary .. hurt*', 'ovaries .. hurt*'],
    es: ['dolor de ovarios', 'duelen los ovarios', 'dolor en el bajo vientre', 'dolor de matriz'],
    fr: ['mal aux ovaires', 'mal au bas ventre', 'douleur au bas ventre', 'mal a l uterus'],
    pt: ['dor nos ovarios', 'dor no ovario', 'dor no pe da barriga', 'dor no baixo ventre', 'dor no utero'],
  }),
  S('missed_period', {
    en: ['period .. not come', "period hasn't come", 'period is late', 'period .. overdue', 'late on .. period', 'not had a period', 'no period for', 'skipped .. period'],
    es: ['no me ha bajado', 'no me baja la regla', 'no me llega la regla', 'se me atraso la regla', 'tengo un retraso', 'falta de la regla', 'atraso en la regla'],
    fr: ['pas eu mes regles', 'pas mes regles', 'regles en retard', 'retard de regles', 'pas eu de regles'],
    pt: ['menstruacao atrasada', 'nao me veio o periodo', 'periodo atrasado', 'nao menstruo', 'nao desceu a menstruacao', 'a menstruacao nao veio', 'atraso na menstruacao'],
  }),
  S('heavy_periods', {
    en: ['flooding .. period', 'period .. flooding', 'heavy periods', 'periods .. really heavy', 'period .. very heavy', 'changing .. pad .. every hour', 'double protection'],
    es: ['regla muy abundante', 'reglas muy abundantes', 'regla .. muy fuerte', 'mucho sangrado en la regla', 'sangro mucho con la regla', 'menstruacion muy abundante'],
    fr: ['regles tres abondantes', 'regles hemorragiques', 'regles .. tres fortes', 'saigne beaucoup pendant les regles'],
    pt: ['menstruacao muito forte', 'menstruacao abundante', 'periodo muito forte', 'sangro muito na menstruacao', 'fluxo muito forte'],
  }),
  S('vaginal_discharge', {
    en: ['discharge .. down below', 'discharge .. down there', 'funny discharge', 'smelly discharge', 'itchy down below', 'itchy down there', 'thrush'],
    es: ['flujo raro', 'flujo con mal olor', 'flujo blanco', 'flujo amarillo', 'picor vaginal', 'me pica ahi abajo', 'hongos vaginales'],
    fr: ['pertes bizarres', 'pertes qui sentent', 'pertes jaunes', 'pertes blanches', 'demange en bas', 'mycose vaginale'],
    pt: ['corrimento vaginal', 'corrimento com cheiro', 'corrimento branco', 'corrimento amarelo', 'coceira la em baixo', 'comichao vaginal', 'candida'],
  }),
  M('postpartum_state', {
    en: ['had my baby', 'had a baby .. weeks ago', 'had a baby .. days ago', 'baby .. born .. ago', 'just had a baby', 'after .. c section', 'since .. c section', 'after the birth'],
    es: ['acabo de dar a luz', 'di a luz hace', 'tuve a mi bebe hace', 'despues de la cesarea', 'recien parida', 'tuve un bebe hace'],
    fr: ['accouche il y a', 'vient d accoucher', "vient d'accoucher", 'depuis l accouchement', 'apres ma cesarienne', 'jeune maman'],
    pt: ['tive o bebe ha', 'dei a luz ha', 'acabei de ter o bebe', 'no resguardo', 'depois da cesariana', 'recem parida', 'tive bebe ha'],
  }),
  S('painful_periods', {
    en: ['period pain*', 'period cramps', 'cramps with .. period', 'painful period*', 'time of the month .. pain'],
    es: ['dolor de regla', 'dolor de la regla', 'colicos de la regla', 'colicos menstruales', 'regla dolorosa', 'me duele con la regla'],
    fr: ['douleurs de regles', 'regles douloureuses', 'mal pendant les regles', 'mal au ventre pendant mes regles'],
    pt: ['colica menstrual', 'colicas menstruais', 'dor de menstruacao', 'menstruacao dolorosa', 'dores menstruais'],
  }),
  S('morning_sickness', {
    en: ['sick .. every morning .. pregnant', 'pregnancy sickness', 'morning sickness'],
    es: ['nauseas del embarazo', 'vomitos del embarazo', 'mareos del embarazo'],
    fr: ['nausees de grossesse', 'vomissements de grossesse', 'nausees matinales'],
    pt: ['enjoos da gravidez', 'enjoo da gravidez', 'vomitos da gravidez', 'enjoos matinais'],
  }),

  // ── how it came on, how bad, where it is going ────────────────────────────────
  M('sudden_onset', {
    en: ['came on suddenly', 'came on all at once', 'all at once', 'like a switch', 'from one minute to the next', 'from one moment to the next', 'like a bolt', 'hit me suddenly', 'suddently', 'sudenly'],
    es: ['de un momento a otro', 'me dio de golpe', 'le dio de golpe', 'empezo de golpe', 'de la nada', 'derepente'],
    fr: ['tout d un coup', "tout d'un coup", "d'un seul coup", 'd un seul coup', 'tout a coup', 'brusquement', 'subitement'],
    pt: ['do nada', 'de uma hora pra outra', 'de um momento para o outro', 'derrepente', 'de supetao', 'subitamente'],
  }),
  M('severe', {
    en: ['in agony', 'agony', 'screaming in pain', 'crying in pain', 'crying with pain', 'writhing in pain', 'off the scale', "can't bear it", 'cannot bear it', 'worst pain'],
    es: ['dolor horrible', 'dolor tremendo', 'muchisimo dolor', 'me muero de dolor', 'se muere de dolor', 'no aguanto el dolor', 'no aguanta el dolor', 'dolor fortisimo', 'grita de dolor', 'llora de dolor'],
    fr: ['mal de chien', 'horriblement mal', 'mal a hurler', 'hurle de douleur', 'pleure de douleur', 'douleur terrible', 'douleur insupportable', 'tres tres mal'],
    pt: ['dor horrivel', 'dor fortissima', 'morrendo de dor', 'a morrer de dores', 'a morrer de dor', 'nao aguento a dor', 'nao aguenta a dor', 'grita de dor', 'chora de dor', 'dor terrivel'],
  }),
  M('worsening', {
    en: ['worse and worse', 'going downhill', 'deteriorating', 'getting bad to worse', 'each day worse', 'worse every day', 'worse by the hour'],
    es: ['cada vez peor', 'cada vez mas', 'va a peor', 'empeoro', 'ha empeorado', 'ha ido a peor'],
    fr: ['de plus en plus', 'de pire en pire', 'ca empire', 'a empire', 's est aggrave', "s'est aggrave"],
    pt: ['cada vez pior', 'cada vez mais', 'piorou', 'esta a piorar', 'vai piorando', 'foi piorando', 'so piora'],
  }),

  // ── more everyday complaints ──────────────────────────────────────────────────
  S('tremor', {
    en: ['hands .. shaky', 'shaky hands', 'hands .. trembly', "can't hold .. cup still", 'hands .. shake'],
    es: ['me tiemblan las manos', 'le tiemblan las manos', 'tembladera', 'temblequeo'],
    fr: ['mains qui tremblent', 'mains tremblent', 'tremblote'],
    pt: ['maos a tremer', 'maos tremendo', 'tremem as maos', 'tremedeira nas maos'],
  }),
  S('balance_problems', {
    en: ['unsteady on .. feet', 'wobbly on .. feet', 'keeps falling over', 'walking like .. drunk', 'all over the place when .. walks', 'veering to one side', 'bumping into things'],
    es: ['se va de lado al caminar', 'camina como borracho', 'pierde el equilibrio', 'se tambalea', 'inestable al caminar'],
    fr: ['marche comme un ivrogne', 'perd l equilibre', "perd l'equilibre", 'titube*', 'pas stable sur ses jambes'],
    pt: ['anda aos ziguezagues', 'anda como bebado', 'perde o equilibrio', 'cambaleia', 'cambaleando'],
  }),
  S('memory_loss', {
    en: ['forgetting things', 'keeps forgetting', 'memory .. going', 'memory .. like a sieve', 'losing .. memory', 'repeating herself', 'repeating himself'],
    es: ['se le olvida todo', 'se me olvida todo', 'pierde la memoria', 'repite las cosas', 'no se acuerda de nada'],
    fr: ['oublie tout', 'perd la memoire', 'repete les memes choses', 'se souvient de rien'],
    pt: ['esquece-se de tudo', 'esquece tudo', 'perde a memoria', 'repete as mesmas coisas', 'nao se lembra de nada'],
  }),
  S('snoring_apnea', {
    en: ['stops breathing in .. sleep', 'stops breathing at night', 'snores like a train', 'gasping at night'],
    es: ['deja de respirar cuando duerme', 'ronca muchisimo', 'ronca fuerte'],
    fr: ['arrete de respirer la nuit', 'ronfle tres fort', 'ronfle enormement'],
    pt: ['para de respirar a dormir', 'para de respirar quando dorme', 'ressona', 'ressonar', 'ronca muito'],
  }),
  S('hair_loss', {
    en: ['hair .. coming out in clumps', 'hair .. coming out', 'bald patch*', 'clumps of hair'],
    es: ['se me cae el pelo', 'se le cae el pelo', 'se me cae el cabello', 'calvas', 'perdiendo pelo'],
    fr: ['perds mes cheveux', 'perd ses cheveux', 'cheveux tombent', 'plaques sans cheveux'],
    pt: ['cai o cabelo', 'cai-me o cabelo', 'cabelo .. a cair', 'cabelo caindo', 'falhas no cabelo', 'perdendo cabelo'],
  }),
  S('cold_sore', {
    en: ['cold sore on', 'blister on .. lip', 'fever blister'],
    es: ['fuegos en la boca', 'fuego en el labio', 'herpes en el labio'],
    fr: ['bouton de fievre', 'herpes sur la levre'],
    pt: ['herpes no labio', 'bolhinhas no labio'],
  }),
  S('mouth_ulcer', {
    en: ['ulcers in .. mouth', 'sores in .. mouth', 'mouth sores', 'sore spots in .. mouth'],
    es: ['llagas en la boca', 'llaguitas', 'aftas en la boca', 'ulceras en la boca'],
    fr: ['aphtes', 'plaies dans la bouche', 'ulceres dans la bouche'],
    pt: ['aftas na boca', 'feridas na boca'],
  }),
  S('facial_pain', {
    en: ['toothache', 'tooth ache', 'tooth .. killing', 'tooth .. hurt*', 'teeth .. hurt*', 'molar .. hurt*'],
    es: ['dolor de muelas', 'dolor de muela', 'me duele una muela', 'me duele un diente', 'muela .. duele', 'dolor de dientes'],
    fr: ['mal aux dents', 'mal a une dent', 'rage de dents', 'dent .. fait mal'],
    pt: ['dor de dente', 'dor de dentes', 'dente .. doi*', 'dente .. doendo', 'doi-me um dente', 'dor no dente'],
  }),
  S('jaw_cheek_swelling', {
    en: ['face .. swollen .. tooth', 'cheek .. puffed up', 'cheek .. blown up', 'hamster cheek', 'jaw .. puffed up'],
    es: ['cara hinchada por la muela', 'cachete inflamado', 'flemon en la cara', 'se le hincho el cachete', 'se me hincho la cara por una muela'],
    fr: ['joue enflee', 'joue .. gonflee', 'fluxion', 'gonfle .. joue'],
    pt: ['bochecha .. inchada', 'cara inchada por causa do dente', 'inchou a bochecha', 'face inchada .. dente'],
  }),
];
