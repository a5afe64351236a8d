// Why this exists: findings that patients describe by naming a body site and, somewhere else in the same sentence, what is wrong with it ("my left calf has been swollen, warm and painful"), as data for the co-occurrence matcher.

/**
 * A site phrase and a cue phrase in the same clause (within `MAX_GAP_CHARS` of each other, in either
 * order) assert `finding`, unless either is negated or an `unless` phrase is in the clause. Phrases use
 * the lexicon's mini-language (`word*` prefix; `.` / `..` optional words), Latin scripts only.
 */
export interface CooccurrenceRule { finding: string; site: string[]; cue: string[]; unless?: string[] }

const PAIN = ['pain', 'pains', 'painful', 'hurt', 'hurts', 'hurting', 'sore', 'ache', 'aches', 'aching', 'achy', 'tender', 'throbbing', 'stabbing', 'discomfort', 'agony', 'paining'];
const SWOLLEN = ['swell*', 'swollen', 'puffy', 'puffed up', 'edema', 'oedema', 'enlarged', 'bloated'];
const RED_HOT = ['red', 'redness', 'inflamed', 'warm', 'hot'];

const SKIN_SURFACE = ['sunburn*', 'burn', 'burnt', 'burned', 'scald*', 'rash*', 'bite*', 'bitten', 'sting*', 'stung', 'ulcer*', 'blister*', 'mole*', 'spot*', 'itch*'];
const LEG_SITE = ['leg', 'legs', 'calf', 'calves', 'shin', 'shins', 'ankle', 'ankles', 'foot', 'feet', 'thigh', 'thighs'];
const JOINT_SITE = ['knee', 'knees', 'hip', 'hips', 'shoulder', 'shoulders', 'elbow', 'elbows', 'wrist', 'wrists', 'ankle', 'ankles', 'knuckle*', 'finger joint*', 'toe joint*', 'joint', 'joints'];
const MY = (parts: string[]) => parts.flatMap((p) => [`my ${p}`, `his ${p}`, `her ${p}`, `the ${p}`, `their ${p}`, `lower ${p}`, `upper ${p}`]);

export const COOCCURRENCE_RULES: CooccurrenceRule[] = [
  // pain named by its site
  { finding: 'chest_pain', site: ['chest', 'breastbone', 'sternum'], cue: [...PAIN, 'sharp', 'burning pain'], unless: ['chest infection', 'chest cold'] },
  { finding: 'chest_pressure', site: ['chest', 'breastbone', 'sternum'], cue: ['pressure', 'heavy', 'heaviness', 'tight', 'tightness', 'squeez*', 'crushing', 'weight on', 'band around', 'vice'], unless: ['chest infection', 'chest cold', 'cough*', 'phlegm', 'mucus', 'wheez*'] },
  { finding: 'calf_pain', site: ['calf', 'calves'], cue: PAIN },
  { finding: 'eye_pain', site: ['eye', 'eyes', 'eyeball'], cue: [...PAIN, 'stings', 'stinging'], unless: ['eyelid', 'around .. eye', 'under .. eye', 'above .. eye', 'behind .. eye'] },
  { finding: 'ear_pain', site: ['ear', 'ears'], cue: PAIN },
  { finding: 'sore_throat', site: ['throat'], cue: [...PAIN, 'scratchy', 'raw'] },
  { finding: 'joint_pain', site: JOINT_SITE, cue: PAIN, unless: [...SKIN_SURFACE, 'bright red', 'in the sun', 'beach', 'sunbath*', 'coup de soleil', 'quemadura de sol', 'queimadura de sol'] },
  { finding: 'back_pain', site: [...MY(['back']), 'my spine', 'lower back', 'back of my ribs', 'mid back', 'middle back', 'upper back', 'mid-back'], cue: PAIN, unless: SKIN_SURFACE },
  { finding: 'neck_pain', site: ['my neck', 'the neck', 'his neck', 'her neck'], cue: PAIN, unless: ['stiff*', 'throat'] },
  { finding: 'abdominal_pain', site: ['stomach', 'belly', 'tummy', 'abdomen', 'tummy area'], cue: [...PAIN, 'cramp*', 'cramping'] },
  { finding: 'testicular_pain', site: ['testicle*', 'testis', 'testes', 'scrotum', 'balls'], cue: [...PAIN, ...SWOLLEN] },
  { finding: 'limb_pain', site: ['arm', 'arms', 'forearm', 'hand', 'hands', 'thigh', 'thighs', 'leg', 'legs', 'shin', 'shins', 'foot', 'feet', 'heel'], cue: PAIN, unless: SKIN_SURFACE },
  { finding: 'flank_pain', site: ['flank', 'loin', 'kidney', 'kidneys', 'side of my back', 'side of the back'], cue: PAIN },
  { finding: 'facial_pain', site: ['face', 'cheek', 'cheekbone*', 'forehead', 'sinus*', 'tooth', 'teeth', 'jaw'], cue: PAIN, unless: ['chest', ...SKIN_SURFACE] },
  { finding: 'breast_pain', site: ['breast', 'breasts', 'nipple*'], cue: PAIN },
  { finding: 'pelvic_pain', site: ['pelvis', 'pelvic', 'ovary', 'ovaries', 'womb'], cue: PAIN },

  // swelling named by its site
  { finding: 'leg_swelling', site: LEG_SITE, cue: SWOLLEN },
  { finding: 'joint_swelling', site: JOINT_SITE, cue: SWOLLEN },
  { finding: 'angioedema', site: ['lip', 'lips', 'tongue', 'face', 'throat', 'eyelids'], cue: SWOLLEN, unless: ['gland*', 'lymph*', 'tonsil*', 'sore throat', 'strawberry'] },
  { finding: 'eyelid_bump', site: ['eyelid', 'eye lid', 'lid'], cue: ['bump', 'lump', 'swollen', 'swelling', 'red', 'spot', 'pimple'] },

  // redness and warmth
  { finding: 'red_eye', site: ['eye', 'eyes', 'white of .. eye'], cue: ['red', 'redness', 'bloodshot', 'pink'], unless: ['eyelid', 'around .. eye', 'under .. eye', 'red eye'] },
  { finding: 'skin_redness', site: [...LEG_SITE, 'arm', 'arms', 'forearm', 'hand', 'skin', 'area', 'wound', 'cut'], cue: RED_HOT, unless: ['eye*', 'red blood', 'red urine', 'hot water', 'hot drink', 'hot weather', 'hot flush*', 'hot flash*', 'kettle', 'warm bath'] },

  // bleeding, vomit, stool, urine
  { finding: 'vomiting_blood', site: ['vomit*', 'threw up', 'throwing up', 'was sick', 'been sick', 'being sick', 'puked', 'puking', 'sick in the sink', 'sick in the toilet'], cue: ['blood', 'bloody', 'coffee grounds'], unless: ['stool*', 'poo*', 'diarrh*', 'bottom', 'urine', 'pee', 'period', 'nose*'] },
  { finding: 'black_stool', site: ['stool', 'stools', 'poo', 'poop', 'bowel movement*', 'motions', 'faeces', 'feces'], cue: ['black', 'tarry', 'tar', 'jet black'] },
  { finding: 'blood_in_stool', site: ['stool', 'stools', 'poo', 'poop', 'bowel movement*', 'toilet paper', 'back passage', 'bottom'], cue: ['blood', 'bloody', 'bleeding'] },
  { finding: 'hematuria', site: ['urine', 'pee', 'wee'], cue: ['blood', 'bloody', 'red', 'pink', 'cola', 'brown'], unless: ['red cells'] },
  { finding: 'foamy_urine', site: ['urine', 'pee', 'wee'], cue: ['foamy', 'frothy', 'bubbly', 'protein'] },
  { finding: 'uncontrolled_bleeding', site: ['bleed*', 'blood', 'nosebleed*', 'nose bleed*', 'wound', 'cut'], cue: ["won't stop", 'wont stop', 'will not stop', "doesn't stop", 'does not stop', 'not stopping', "can't stop", 'cannot stop', "isn't stopping", 'keeps bleeding', 'spurt*', 'pumping', 'gushing', 'pouring', 'soaked through', 'soaking through'] },
  { finding: 'animal_bite', site: ['bite', 'bitten', 'bit'], cue: ['dog', 'dogs', 'cat', 'cats', 'animal', 'bat', 'fox', 'monkey', 'rat', 'horse', 'human', 'stray'] },
  { finding: 'reduced_fetal_movement', site: ['baby', 'fetal', 'foetal'], cue: ['moving less', 'moving .. less', 'not moving', 'fewer movements', 'less movement*', 'not kicking', 'stopped moving', 'quieter'] },
  { finding: 'urinary_retention', site: ['pee', 'urinate', 'wee', 'pass urine', 'passed urine'], cue: ["haven't been able", 'have not been able', 'not been able', 'unable', 'no urine', 'nothing comes out'] },
];

/** Site and cue may be this far apart (characters) within one clause. */
export const MAX_GAP_CHARS = 70;
