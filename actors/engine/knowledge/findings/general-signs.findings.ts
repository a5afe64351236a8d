// Why this exists: general signs several groups' conditions hinge on that the base lexicon folds into
// milder findings ("lethargic" read as tiredness): a listless or unresponsive patient, an infant's
// high-pitched cry, and the marks of a chest-wall or strain pain (tender to press, worse on moving, after lifting).
import { mod, sym, type FindingDef } from '../finding.builders.ts';

export const FINDINGS_GENERAL_SIGNS: FindingDef[] = [
  sym('lethargy', 3, 'listless, lethargic or unusually drowsy', {
    en: ['weirdly sleepy', 'strangely sleepy', 'very sleepy', 'keeps dropping off', 'dropping off to sleep', 'keeps falling asleep', 'lethargic', 'lethargy', 'listless', 'very sleepy', 'unusually sleepy', 'unusually drowsy', 'not himself', 'not herself', 'not responding normally', 'no interest in anything', 'decreased activity', 'just lying there'],
    es: ['letargic*', 'decaid*', 'muy somnolient*', 'aletargad*', 'sin fuerzas para nada'], fr: ['lethargique*', 'apathique*', 'tres somnolent*', 'amorphe', 'mou et endormi'], pt: ['dormindo muito', 'muito sonolent*', 'letargic*', 'prostrad*', 'muito sonolent*', 'molinh*', 'apatic*'],
  }),
  sym('unresponsive', 5, 'unresponsive or cannot be woken', {
    en: ['not rousable', 'unrousable', 'he not wake up', 'she not wake up', 'not wake up', 'not answer me', 'is not answer me', "doesn't answer me", 'not responding to me', 'no respond', 'not wake up when', "doesn't wake up", 'not waking up', "won't wake", 'unresponsive', "won't wake up", 'will not wake up', "can't wake him", "can't wake her", 'cannot wake', 'hard to wake', 'difficult to wake', 'hard to rouse', 'difficult to rouse', 'not responding to', 'unconscious'],
    es: ['no me responde', 'no responde', 'no se despierta', 'no consigo despertarlo', 'no consigo despertarla', 'no responde', 'no despierta', 'no se despierta', 'inconsciente', 'cuesta despertarl*'], fr: ['ne repond presque plus', 'repond presque plus', 'ne reagit presque plus', 'ne me repond pas', 'ne repond plus', 'arrive plus a le reveiller', 'arrive plus a la reveiller', 'arrive pas a le reveiller', 'arrive pas a la reveiller', 'ne se reveille pas', 'ne repond plus', 'ne se reveille pas', 'inconscient*', 'difficile a reveiller'], pt: ['nao me responde', 'nao responde', 'nao acorda', 'nao consigo acordar', 'nao responde', 'nao acorda', 'inconsciente', 'dificil de acordar'],
  }, { implies: ['lethargy'] }),
  sym('high_pitched_cry', 4, "an infant's high-pitched or weak cry", {
    en: ['cry with .. high sound', 'cries .. high sound', 'crying .. high sound', 'high pitched cry*', 'high-pitched cry*', 'shrill cry*', 'weak cry*', 'baby .. moaning', 'moaning baby', 'whimpering'],
    es: ['llanto agudo', 'llanto debil', 'quejido*'], fr: ['cri aigu', 'pleurs aigus', 'cri faible', 'gemi*'], pt: ['choro agudo', 'choro fraco', 'gemido*'],
  }),
  sym('chest_wall_tenderness', 2, 'chest pain reproduced by pressing on the chest wall', {
    en: ['chest .. when i press*', 'chest .. press on it', 'press* on .. chest', 'chest .. tender*', 'tender* .. chest', 'ribs .. tender*', 'tender* .. ribs', 'tender .. sternum', 'chest wall tender*', 'costochondr*', 'chest wall pain'],
    es: ['pecho .. al tocar*', 'pecho .. al apretar*', 'costilla* .. al tocar*', 'costocondritis'], fr: ['poitrine .. quand j appuie', 'cotes .. sensible*', 'douleur .. paroi thoracique', 'costochondrite'], pt: ['peito .. ao apertar', 'peito .. ao tocar', 'costela* .. ao tocar', 'costocondrite'],
  }),
  mod('pain_on_movement', 'worse on moving, twisting or breathing in', {
    en: ['worse when i move', 'worse with movement', 'worse on movement', 'hurts when i move', 'hurts to twist', 'worse when i twist', 'when i turn', 'moving my arm'],
    es: ['peor al moverme', 'duele al moverme', 'duele al girar'], fr: ['pire quand je bouge', 'mal quand je bouge', 'en tournant'], pt: ['pior quando me mexo', 'doi quando me mexo', 'doi ao virar'],
  }),
  mod('recent_lifting', 'after lifting, straining or unusual exertion', {
    en: ['after lifting', 'lifting boxes', 'lifting something heavy', 'moving furniture', 'carrying heavy', 'after helping move', 'heavy lifting', 'pulled something'],
    es: ['levantar peso', 'levantando cajas', 'mover muebles', 'cargar algo pesado'], fr: ['en soulevant', 'porter .. lourd', 'demenag*', 'deplacer des meubles'], pt: ['levantar peso', 'carregar peso', 'mudar moveis', 'levantando caixas'],
  }),
];
