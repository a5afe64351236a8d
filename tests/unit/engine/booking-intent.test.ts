// Why this exists: reschedule and cancel requests must be recognised in four languages, and ordinary
// messages (or a "don't cancel") must not be taken as one.
import { describe, expect, it } from 'vitest';
import { bookingIntent } from '../../../actors/engine/booking-intent.ts';

describe('bookingIntent', () => {
  it.each([
    'Can I reschedule my appointment?',
    'I need to move my appointment to another day',
    'Could we change the appointment time?',
    'Is there a later slot? I want to change my booking',
    'Necesito cambiar mi cita',
    'Je voudrais changer mon rendez-vous',
    'Quero remarcar a consulta',
  ])('reschedule: %s', (text) => expect(bookingIntent(text)).toBe('reschedule'));

  it.each([
    'Please cancel my appointment',
    'I no longer need the appointment',
    'cancel it',
    'Quiero cancelar la cita',
    'Je dois annuler mon rendez-vous',
    'Preciso desmarcar a consulta',
  ])('cancel: %s', (text) => expect(bookingIntent(text)).toBe('cancel'));

  it.each([
    'Thank you!',
    'My knee still hurts',
    "Please don't cancel my appointment",
    'What time is my appointment?',
    'I changed my medication last week',
  ])('neither: %s', (text) => expect(bookingIntent(text)).toBeNull());
});
