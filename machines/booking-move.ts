// Why this exists: a patient with a booking asks to move it without naming it ("can I move it later?",
// "could we push it back?", "make it earlier", "¿se puede adelantar?", "on peut la décaler ?", "dá para
// adiar?"). Such a turn means "reschedule" only when there is a booking to move; the patient-intent
// classifier asks this only then (machines/patient-intent.ts), so without a booking the turn stays what it
// was. Pure, en/es/fr/pt, on folded text (lower case, no accents).

/** A move verb on "it" (or the Spanish, French and Portuguese object pronoun) and where to: later, earlier, back,
 *  forward, another day or time, a day or "next week". A move verb alone ("I can't move it") is not a move. */
const WHERE = String.raw`(?:later|earlier|sooner|back|forward|another|different|to (?:a |the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next|morning|afternoon|evening|\d)|next week|a (?:bit|little) (?:later|earlier))`;
const MOVE_IT: RegExp[] = [
  // en: "move it later", "push it back", "bring it forward", "make it earlier", "change it to Friday"
  new RegExp(String.raw`\b(?:move|push|shift|switch|change|make|bring)\s+(?:it|that|this)\b(?:\s+\w+){0,3}?\s+${WHERE}\b`),
  // en: "can it be later?", "could it be earlier in the day?"
  /\b(?:can|could|would|may) (?:it|that) be (?:a (?:bit|little) )?(?:later|earlier|sooner|moved|changed|rescheduled)\b/,
  // es: "moverla más tarde", "pasarla para más tarde", "cambiarla a otro día", "hazla más temprano"; "adelantar", "atrasar", "retrasar"
  /\b(?:mover|pasar|cambiar|poner|hacer|haz|pon|pasa|mueve|cambia)(?:la|lo)\b.{0,20}\b(?:mas tarde|mas temprano|mas pronto|antes|despues|otro dia|otra hora|la (?:semana )?proxima|al? (?:lunes|martes|miercoles|jueves|viernes|sabado|manana))\b/,
  /\b(?:la|lo) (?:puedo|podemos|puede|pueden|podria|podrias) (?:mover|pasar|cambiar|adelantar|atrasar|retrasar|aplazar)\b/,
  /\b(?:se puede|es posible|puedo|podemos|puede|pueden|podria) (?:adelantar|atrasar|retrasar|aplazar)(?:la|lo)?\b/, /\b(?:adelantar|atrasar|retrasar|aplazar)(?:la|lo)\b/,
  // fr: "la déplacer plus tard", "la décaler", "l'avancer", "la repousser", "la mettre plus tôt"
  /\b(?:la|le|l') ?(?:deplacer|decaler|avancer|repousser|reculer|reporter)\b/,
  /\b(?:la|le|l') ?(?:mettre|changer|passer)\b.{0,12}\b(?:plus tard|plus tot|un autre jour|une autre heure|la semaine prochaine)\b/,
  // pt: "mudar para mais tarde", "passar para mais cedo", "empurrar para a semana que vem"; "adiar", "antecipar"
  /\b(?:mudar|passar|trocar|empurrar|jogar|muda-la)\b.{0,12}\b(?:para|pra)\b.{0,6}\b(?:mais tarde|mais cedo|depois|antes|outro dia|outro horario|a semana que vem|semana que vem|proxima semana)\b/,
  /\b(?:da|pode|podemos|posso|poderia|tem como|e possivel) (?:para |pra )?(?:adiar|antecipar)\b/, /\b(?:adia|antecipa)-la\b/,
];

/** "Don't move it", "no hace falta moverla", "ne la déplacez pas": no request. */
const NEGATED = /\b(?:don't|dont|do not|no need to|never mind|no quiero|no hace falta|no (?:la|lo) |ne (?:la |le |l')|nao precisa|nao quero|nao (?:a|o) )/;

/** A request, not a statement ("I can push it back", of a hernia, is not one): a question, a "please", or a
 *  turn that opens with a request or a move verb. */
const REQUEST = new RegExp([
  String.raw`\?|\b(?:please|pls|por favor|s'il vous plait|s'il te plait)\b`,
  String.raw`^(?:(?:so|ok|okay|hi|hello|um|and|also|actually|hey),? )?(?:can|could|would|will|may|is it possible|any chance|i'd like|i would like|i want|i need|let's|lets|make|move|push|bring|change|shift|switch)\b`,
  String.raw`^(?:puedo|podemos|puede|pueden|podria|podrias|se puede|es posible|quiero|quisiera|necesito|me gustaria|haz|pasa|mueve|cambia|pon|adelanta|atrasa|la |lo )`,
  String.raw`^(?:je peux|je pourrais|on peut|on pourrait|pouvez|peux|pourriez|est-ce|je voudrais|je veux|j'aimerais|merci de|vous pouvez|tu peux)`,
  String.raw`^(?:posso|podemos|pode|poderia|da para|da pra|tem como|e possivel|quero|queria|gostaria|preciso)\b`,
].join('|'));

/** True when the folded turn asks to move "it" (the booking it does not name). */
export function asksToMoveIt(folded: string): boolean {
  const t = folded.replace(/^[¿¡\s]+/, '').trim();
  return !NEGATED.test(t) && REQUEST.test(t) && MOVE_IT.some((re) => re.test(t));
}
