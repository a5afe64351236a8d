// Why this exists: "I have a cough and my mum is diabetic" tells of the patient's cough and a relative's
// diabetes; a relative's illness, or a family history, must not become the patient's own condition, while a
// consult written for a relative ("my dad has heart failure and his legs are swollen") is about that relative.
// This reads, for one match in a clause, whose it is: the writer's, a named other person's, or a family history.

export type Subject = 'self' | 'relative' | 'other' | 'family_history' | null;

/** Other people a patient names (en/es/fr/pt, normalised): their illnesses are theirs. */
const RELATIVES = new Set([
  'mum', 'mom', 'mother', 'mam', 'mummy', 'mommy', 'dad', 'daddy', 'father', 'brother', 'brothers', 'sister', 'sisters', 'sibling', 'siblings',
  'grandma', 'grandmother', 'granny', 'gran', 'nan', 'nana', 'nanna', 'grandpa', 'grandfather', 'grandad', 'granddad', 'grandparents',
  'aunt', 'auntie', 'aunty', 'uncle', 'cousin', 'parents', 'parent', 'husband', 'wife', 'partner', 'son', 'daughter', 'boyfriend', 'girlfriend',
  'friend', 'colleague', 'coworker', 'neighbour', 'neighbor', 'kids', 'children', 'twin',
  'madre', 'padre', 'mama', 'papa', 'hermano', 'hermana', 'hermanos', 'abuelo', 'abuela', 'abuelos', 'tio', 'tia', 'primo', 'prima', 'padres',
  'esposo', 'esposa', 'marido', 'hijo', 'hija', 'novio', 'novia', 'pareja', 'amigo', 'amiga', 'vecino', 'vecina',
  'mere', 'pere', 'frere', 'soeur', 'oncle', 'tante', 'cousine', 'mari', 'fils', 'fille', 'copain', 'copine', 'ami', 'amie', 'voisin', 'voisine',
  'mae', 'pai', 'irmao', 'irma', 'avo', 'avos', 'pais', 'filho', 'filha', 'namorado', 'namorada', 'vizinho', 'vizinha',
]);
/** The writer as subject or owner ("I have", "my chest", "me duele", "j'ai", "tenho"). */
const SELF = new Set([
  'i', "i'm", 'im', "i've", 'ive', "i'd", 'me', 'my', 'mine', 'myself',
  'yo', 'mi', 'mis', 'tengo', 'estoy', 'siento',
  'je', "j'ai", 'moi', 'mon', 'ma', 'mes', 'suis',
  'eu', 'meu', 'minha', 'meus', 'minhas', 'tenho', 'estou', 'sinto',
]);
/** Someone else by pronoun ("she is very sleepy", "his legs are swollen"). */
const OTHER = new Set(['he', 'she', 'him', 'her', 'his', 'they', 'them', 'their', "he's", "she's", 'ella', 'ele', 'ela', 'dele', 'dela', 'il', 'elle', 'lui', 'ils', 'elles']);
const TOKEN = /[a-z0-9\u00c0-\u024f']+/g;
const WINDOW = 60;

/** "family history of …", "fh: …", "antecedentes familiares de …" shortly before; "… runs in the family" after. */
const FAMILY_BEFORE = /(?:family (?:history|hx)|fhx|(?<![a-z])fh(?![a-z])|antecedentes familiares|historia familiar|historial familiar|antecedents familiaux|historico familiar|historia familiar)[^.;!?]{0,40}$/;
const FAMILY_AFTER = /^[^.;!?,]{0,25}?(?:runs in (?:the|my|our|his|her) family|in (?:the|my|our) family|en (?:la|mi) familia|dans (?:la|ma) famille|na (?:minha )?familia)(?![a-z])/;

/** Whose the match at [start, end) of a normalised clause is: the nearest person named before it decides
 *  (a relative by name, the writer, or someone else by pronoun); null when no one is named. */
export function subjectOf(clause: string, start: number, end: number): Subject {
  const before = clause.slice(Math.max(0, start - WINDOW), start);
  if (FAMILY_BEFORE.test(before) || FAMILY_AFTER.test(clause.slice(end, end + 60))) return 'family_history';
  const tokens = before.match(TOKEN) ?? [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (RELATIVES.has(tokens[i])) return 'relative';
    if (SELF.has(tokens[i])) return 'self';
    if (OTHER.has(tokens[i])) return 'other';
  }
  return null;
}
