// Why this exists: where on the body a limb or joint complaint is (knee, ankle, wrist...). A condition of
// the model that names its sites is left out of the differential when the patient names only other sites,
// so a twisted ankle does not count as evidence of a knee injury (see actors/engine/differential.ts).
import { mod, type FindingDef } from '../finding.builders.ts';

export const FINDINGS_SITES: FindingDef[] = [
  mod('site_knee', 'knee', { en: ['knee', 'knees', 'kneecap*', 'patella*', 'menisc*'], es: ['rodilla*'], fr: ['genou', 'genoux'], pt: ['joelho*'] }),
  mod('site_ankle', 'ankle', { en: ['ankle', 'ankles'], es: ['tobillo*'], fr: ['cheville*'], pt: ['tornozelo*'] }),
  mod('site_wrist', 'wrist', { en: ['wrist', 'wrists'], es: ['muneca*'], fr: ['poignet*'], pt: ['punho*'] }),
  mod('site_hand', 'hand or fingers', { en: ['my hand', 'his hand', 'her hand', 'right hand', 'left hand', 'finger*', 'thumb*', 'palm of'], es: ['mano', 'manos', 'dedo de la mano', 'dedos de la mano', 'pulgar*'], fr: ['ma main', 'la main', 'doigt*', 'pouce*'], pt: ['mao', 'maos', 'dedo da mao', 'polegar*'] }),
  mod('site_shoulder', 'shoulder', { en: ['shoulder*'], es: ['hombro*'], fr: ['epaule*'], pt: ['ombro*'] }),
  mod('site_hip', 'hip', { en: ['hip', 'hips'], es: ['cadera*'], fr: ['hanche*'], pt: ['quadril*', 'anca', 'ancas'] }),
  mod('site_elbow', 'elbow', { en: ['elbow*'], es: ['codo', 'codos'], fr: ['coude*'], pt: ['cotovelo*'] }),
  mod('site_foot', 'foot, heel or toes', { en: ['mtp', 'metatarsal*', '1st mtp', 'foot', 'feet', 'heel*', 'toe', 'toes', 'sole of'], es: ['pie', 'pies', 'talon*', 'dedo del pie', 'planta del pie'], fr: ['pied*', 'talon*', 'orteil*'], pt: ['no pe', 'pe direito', 'pe esquerdo', 'calcanhar*', 'dedo do pe', 'sola do pe'] }),
];
