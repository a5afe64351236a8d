// Why this exists: an answer given to the wrong question must not change who the patient is: a pain
// score offered when the interviewer asked the age is not an age (it would make an adult a minor).
import { describe, expect, it } from 'vitest';
import { applyAnswer, extractHistory } from '../../../actors/engine/history-extract.ts';

const facts = () => extractHistory(['my big toe is swollen and red'], {});

describe('age answers', () => {
  it.each(['8 out of 10', 'about 7/10', '6 sur 10', '5 de 10'])('"%s" is a pain score, not an age', (answer) => {
    expect(applyAnswer(facts(), 'age', answer).age).toBeUndefined();
  });
  it.each([["I'm 45", 45], ['8', 8], ['45 years old', 45]])('"%s" is an age', (answer, age) => {
    expect(applyAnswer(facts(), 'age', answer as string).age).toBe(age);
  });
});
