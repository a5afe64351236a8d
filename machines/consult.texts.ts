// Why this exists: the fixed sentences the consult itself says (greeting, hand-offs between stages,
// booking outcomes) in en, es, fr and pt, falling back to English.
import { textLang, type TextLang } from './contract/locale.ts';

type Texts = {
  greeting: string;
  councilIntro: string;
  clarify: string;
  declined: string;
  expired: string;
  noSlots: string;
  bookingFailed: string;
  slotTaken: string;
  /** every slot offered was taken before it could be booked, and the retries are used up */
  slotsKeptTaken: string;
  safetyRaised: string;
  /** the safety review handed the case to a clinician instead of booking */
  safetyEscalated: string;
  endedByPatient: string;
  guardianPrompt: string;
  guardianYes: string;
  askName: string;
  clinicianJoined: string;
  closedHelp: string;
  unchanged: string;
  moveNoSlots: string;
  cancelPrompt: string;
  /** a typed choice, confirmed once more before booking ({label}: the option) */
  confirmChoice: string;
  /** a typed choice of a new time for a booked appointment */
  confirmMoveChoice: string;
  /** a wished time none of the clinics has: the last offer still stands */
  noMatch: string;
  cancelYes: string;
  /** the patient said they want to stop during the interview: asked once before the consult ends */
  endPrompt: string;
  endYes: string;
  /** they did not want to end it after all: the interview goes on ({question}: the question still open) */
  endContinue: string;
  /** a frightened "is it serious?" during the interview: heard, no diagnosis, what to do if it gets worse, and the
   *  question still open ({question}) */
  worried: string;
  cancelled: string;
  cancelFailed: string;
  consentDeclined: string;
  /** a booking request's short safety pass found nothing more urgent: the requested appointment is looked for */
  requestAdvice: string;
  /** a booking request typed during the interview: remembered for the offer (the pending question follows) */
  requestNoted: string;
};

const TEXTS: Record<TextLang, Texts> = {
  en: {
    greeting: "Hello, I'm Helios, a virtual assistant that helps you reach the right clinician. I can't diagnose or prescribe. If this is an emergency, call your local emergency number now. What brings you here today?",
    councilIntro: 'Thank you. I am now reviewing what you told me with a panel of specialist assistants.',
    clarify: 'I want to be sure I send you to the right place, so I have a few more questions.',
    declined: 'No appointment has been booked. If your symptoms get worse or new symptoms appear, contact a clinician or, in an emergency, call your local emergency number.',
    expired: 'The appointment options have expired and nothing was booked. If you still need care, start a new consult or contact a clinic directly; in an emergency, call your local emergency number.',
    noSlots: 'I could not find an appointment that fits how soon you should be seen. Please contact a clinic or urgent care service directly; if your symptoms get worse, call your local emergency number.',
    bookingFailed: 'I could not complete the booking. Nothing was booked. Please contact a clinic directly; if your symptoms get worse, call your local emergency number.',
    slotTaken: 'That time was just taken by someone else. Here are the next available options.',
    slotsKeptTaken: 'The times I offered were taken by other patients before I could book them, so nothing was booked. Please contact a clinic directly; if your symptoms get worse, call your local emergency number.',
    safetyRaised: 'After a safety review, I recommend being seen sooner than I first said.',
    safetyEscalated: "Before anything is booked, a clinician needs to look at what you told me, so I have asked one to join this conversation and nothing has been booked yet. Please stay here. Don't change how you take any of your medicines until a clinician has spoken with you. If you feel worse, have trouble breathing, chest pain, heavy bleeding or fainting, call your local emergency number now.",
    endedByPatient: 'The consult has ended. Take care, and seek help at once if your symptoms get worse.',
    guardianPrompt: 'Because the patient is under 18, a parent or guardian must agree before I book an appointment. Are you the parent or guardian, or do you have their permission?',
    guardianYes: 'Yes, I am the parent or guardian, or I have their permission',
    askName: 'Before I look for an appointment: what name should it be booked under?',
    clinicianJoined: 'A clinician has joined the conversation and will reply here.',
    closedHelp: 'This consult has ended. If you need to, you can ask me here to reschedule or cancel your appointment. If your symptoms get worse, call your local emergency number.',
    unchanged: 'Your appointment is unchanged.',
    moveNoSlots: 'I could not find another time for your appointment just now, so nothing has changed: your current appointment still stands. You can ask me again later or contact the clinic. If your symptoms get worse, call your local emergency number.',
    cancelPrompt: 'Do you want me to cancel this appointment?',
    confirmChoice: 'You chose {label}. Shall I book it? Please answer yes or no.',
    confirmMoveChoice: 'You chose {label}. Shall I move your appointment to this time? Please answer yes or no.',
    noMatch: 'I could not find a time like that. The times I offered are still open: choose one, or ask for another day or time.',
    cancelYes: 'Yes, cancel it',
    endPrompt: 'Do you want to end this consult?',
    endYes: 'Yes, end it',
    endContinue: "All right, let's carry on. {question}",
    worried: "I understand this is frightening. I can't tell you whether it is serious, but a clinician can, and your answers help me get you to the right one quickly. If it gets worse, or you have chest pain, trouble breathing or feel faint, call your local emergency number now. {question}",
    cancelled: 'Your appointment has been cancelled. If you still need care, you can start a new consult; if your symptoms get worse, call your local emergency number.',
    cancelFailed: 'I could not cancel the appointment. Please contact the clinic directly.',
    consentDeclined: 'I have not booked anything. Please ask a parent or guardian to contact a clinic. If the symptoms get worse, call your local emergency number.',
    requestAdvice: 'Thank you. Nothing you have told me calls for more urgent care than the appointment you asked for, so I will look for it now. If your symptoms get worse or new ones appear, contact a clinician; in an emergency, call your local emergency number.',
    requestNoted: 'I have noted the appointment you asked for and will look for it when I have finished my questions.',
  },
  es: {
    greeting: 'Hola, soy Helios, un asistente virtual que le ayuda a llegar al profesional adecuado. No puedo diagnosticar ni recetar. Si es una emergencia, llame ahora a su número local de emergencias. ¿Qué le trae hoy?',
    councilIntro: 'Gracias. Ahora estoy revisando lo que me ha contado con un panel de asistentes especialistas.',
    clarify: 'Quiero asegurarme de enviarle al lugar correcto, así que tengo algunas preguntas más.',
    declined: 'No se ha reservado ninguna cita. Si sus síntomas empeoran o aparecen otros nuevos, contacte con un profesional o, en una emergencia, llame a su número local de emergencias.',
    expired: 'Las opciones de cita han caducado y no se ha reservado nada. Si aún necesita atención, inicie una nueva consulta o contacte directamente con una clínica; en una emergencia, llame a su número local de emergencias.',
    noSlots: 'No he encontrado una cita en el plazo recomendado. Contacte directamente con una clínica o un servicio de urgencias; si empeora, llame a su número local de emergencias.',
    bookingFailed: 'No he podido completar la reserva y no se ha reservado nada. Contacte directamente con una clínica; si empeora, llame a su número local de emergencias.',
    slotTaken: 'Esa hora acaba de ser reservada por otra persona. Estas son las siguientes opciones disponibles.',
    slotsKeptTaken: 'Otros pacientes reservaron las horas que le ofrecí antes de que pudiera reservarlas, así que no se reservó nada. Comuníquese directamente con una clínica; si sus síntomas empeoran, llame a su número local de emergencias.',
    safetyRaised: 'Tras una revisión de seguridad, le recomiendo que le vean antes de lo que le dije al principio.',
    safetyEscalated: 'Antes de reservar nada, un profesional sanitario tiene que revisar lo que me ha contado; le he pedido que se una a esta conversación y todavía no se ha reservado nada. Por favor, quédese aquí. No cambie la forma de tomar sus medicamentos hasta hablar con un profesional. Si se encuentra peor, le cuesta respirar, tiene dolor en el pecho, un sangrado abundante o se desmaya, llame ahora al número de emergencias.',
    endedByPatient: 'La consulta ha terminado. Cuídese y busque ayuda enseguida si sus síntomas empeoran.',
    guardianPrompt: 'Como el paciente es menor de 18 años, un padre, madre o tutor debe aceptar antes de reservar una cita. ¿Es usted el padre, la madre o el tutor, o tiene su permiso?',
    guardianYes: 'Sí, soy el padre, la madre o el tutor, o tengo su permiso',
    askName: 'Antes de buscar una cita: ¿a nombre de quién debo reservarla?',
    clinicianJoined: 'Un profesional sanitario se ha unido a la conversación y le responderá aquí.',
    closedHelp: 'Esta consulta ha terminado. Si lo necesita, puede pedirme aquí cambiar o cancelar su cita. Si sus síntomas empeoran, llame a su número local de emergencias.',
    unchanged: 'Su cita no ha cambiado.',
    moveNoSlots: 'No he encontrado otra hora para su cita en este momento, así que nada ha cambiado: su cita actual sigue en pie. Puede pedírmelo de nuevo más tarde o contactar con la clínica. Si sus síntomas empeoran, llame a su número local de emergencias.',
    cancelPrompt: '¿Quiere que cancele esta cita?',
    confirmChoice: 'Ha elegido {label}. ¿La reservo? Responda sí o no.',
    confirmMoveChoice: 'Ha elegido {label}. ¿Cambio su cita a esta hora? Responda sí o no.',
    noMatch: 'No encontré una hora así. Las horas que le ofrecí siguen disponibles: elija una o pida otro día u hora.',
    cancelYes: 'Sí, cancelarla',
    endPrompt: '¿Quiere terminar esta consulta?',
    endYes: 'Sí, terminarla',
    endContinue: 'De acuerdo, sigamos. {question}',
    worried: 'Entiendo que esto le asuste. No puedo decirle si es grave, pero un profesional sí, y sus respuestas me ayudan a llevarle pronto al adecuado. Si empeora, o tiene dolor en el pecho, le cuesta respirar o siente que se desmaya, llame ahora a su número local de emergencias. {question}',
    cancelled: 'Su cita ha sido cancelada. Si aún necesita atención, puede iniciar una nueva consulta; si empeora, llame a su número local de emergencias.',
    cancelFailed: 'No he podido cancelar la cita. Contacte directamente con la clínica.',
    consentDeclined: 'No he reservado nada. Pida a un padre, madre o tutor que contacte con una clínica. Si los síntomas empeoran, llame a su número local de emergencias.',
    requestAdvice: 'Gracias. Nada de lo que me ha contado requiere una atención más urgente que la cita que pidió, así que la busco ahora. Si sus síntomas empeoran o aparecen otros nuevos, contacte con un profesional; en una emergencia, llame a su número local de emergencias.',
    requestNoted: 'He anotado la cita que pidió y la buscaré cuando termine mis preguntas.',
  },
  fr: {
    greeting: "Bonjour, je suis Helios, un assistant virtuel qui vous aide à joindre le bon soignant. Je ne peux ni diagnostiquer ni prescrire. En cas d'urgence, appelez maintenant votre numéro d'urgence local. Qu'est-ce qui vous amène aujourd'hui ?",
    councilIntro: "Merci. J'examine maintenant ce que vous m'avez dit avec un groupe d'assistants spécialistes.",
    clarify: "Je veux être sûr de vous orienter au bon endroit, j'ai donc encore quelques questions.",
    declined: "Aucun rendez-vous n'a été pris. Si vos symptômes s'aggravent ou si de nouveaux apparaissent, contactez un soignant ou, en cas d'urgence, appelez votre numéro d'urgence local.",
    expired: "Les propositions de rendez-vous ont expiré et rien n'a été réservé. Si vous avez encore besoin de soins, commencez une nouvelle consultation ou contactez directement une clinique ; en cas d'urgence, appelez votre numéro d'urgence local.",
    noSlots: "Je n'ai pas trouvé de rendez-vous dans le délai recommandé. Contactez directement une clinique ou un service de soins urgents ; si vos symptômes s'aggravent, appelez votre numéro d'urgence local.",
    bookingFailed: "Je n'ai pas pu finaliser la réservation et rien n'a été réservé. Contactez directement une clinique ; si vos symptômes s'aggravent, appelez votre numéro d'urgence local.",
    slotTaken: "Ce créneau vient d'être pris par quelqu'un d'autre. Voici les prochaines options disponibles.",
    slotsKeptTaken: "D'autres patients ont pris les créneaux que je vous ai proposés avant que je puisse les réserver : rien n'a été réservé. Contactez directement une clinique ; si vos symptômes s'aggravent, appelez votre numéro d'urgence local.",
    safetyRaised: "Après une vérification de sécurité, je vous recommande d'être vu plus tôt que ce que j'ai d'abord indiqué.",
    safetyEscalated: "Avant toute réservation, un professionnel de santé doit examiner ce que vous m'avez dit : je lui ai demandé de rejoindre cette conversation et rien n'a encore été réservé. Restez ici, s'il vous plaît. Ne changez pas la façon de prendre vos médicaments avant d'avoir parlé à un professionnel. Si vous allez plus mal, avez du mal à respirer, une douleur dans la poitrine, un saignement abondant ou un malaise, appelez maintenant le numéro d'urgence.",
    endedByPatient: 'La consultation est terminée. Prenez soin de vous et demandez de l’aide sans attendre si vos symptômes s’aggravent.',
    guardianPrompt: 'Comme le patient a moins de 18 ans, un parent ou tuteur doit donner son accord avant que je réserve un rendez-vous. Êtes-vous le parent ou le tuteur, ou avez-vous son autorisation ?',
    guardianYes: "Oui, je suis le parent ou le tuteur, ou j'ai son autorisation",
    askName: 'Avant de chercher un rendez-vous : à quel nom dois-je le réserver ?',
    clinicianJoined: 'Un soignant a rejoint la conversation et vous répondra ici.',
    closedHelp: "Cette consultation est terminée. Si besoin, vous pouvez me demander ici de déplacer ou d'annuler votre rendez-vous. Si vos symptômes s'aggravent, appelez votre numéro d'urgence local.",
    unchanged: "Votre rendez-vous n'a pas changé.",
    moveNoSlots: "Je n'ai pas trouvé d'autre créneau pour votre rendez-vous pour le moment, donc rien n'a changé : votre rendez-vous actuel reste valable. Vous pouvez me le redemander plus tard ou contacter la clinique. Si vos symptômes s'aggravent, appelez votre numéro d'urgence local.",
    cancelPrompt: "Voulez-vous que j'annule ce rendez-vous ?",
    confirmChoice: 'Vous avez choisi {label}. Je le réserve ? Répondez oui ou non.',
    confirmMoveChoice: 'Vous avez choisi {label}. Je déplace votre rendez-vous à cet horaire ? Répondez oui ou non.',
    noMatch: "Je n'ai pas trouvé d'horaire comme celui-là. Les horaires proposés restent ouverts : choisissez-en un ou demandez un autre jour ou une autre heure.",
    cancelYes: "Oui, l'annuler",
    endPrompt: 'Voulez-vous mettre fin à cette consultation ?',
    endYes: 'Oui, y mettre fin',
    endContinue: 'D’accord, continuons. {question}',
    worried: 'Je comprends que cela vous inquiète. Je ne peux pas vous dire si c’est grave, mais un professionnel le pourra, et vos réponses m’aident à vous orienter vite vers le bon. Si cela s’aggrave, ou si vous avez une douleur à la poitrine, du mal à respirer ou l’impression de vous évanouir, appelez maintenant le numéro d’urgence local. {question}',
    cancelled: "Votre rendez-vous a été annulé. Si vous avez encore besoin de soins, commencez une nouvelle consultation ; si vos symptômes s'aggravent, appelez votre numéro d'urgence local.",
    cancelFailed: "Je n'ai pas pu annuler le rendez-vous. Contactez directement la clinique.",
    consentDeclined: "Je n'ai rien réservé. Demandez à un parent ou tuteur de contacter une clinique. Si les symptômes s'aggravent, appelez votre numéro d'urgence local.",
    requestAdvice: 'Merci. Rien de ce que vous m’avez dit ne demande des soins plus urgents que le rendez-vous que vous avez demandé : je le cherche maintenant. Si vos symptômes s’aggravent ou si d’autres apparaissent, contactez un soignant ; en cas d’urgence, appelez votre numéro d’urgence local.',
    requestNoted: 'J’ai noté le rendez-vous que vous demandez ; je le chercherai quand j’aurai fini mes questions.',
  },
  pt: {
    greeting: 'Olá, eu sou o Helios, um assistente virtual que ajuda você a chegar ao profissional certo. Não posso diagnosticar nem receitar. Se for uma emergência, ligue agora para o número de emergência local. O que traz você aqui hoje?',
    councilIntro: 'Obrigado. Agora estou revisando o que você me contou com um painel de assistentes especialistas.',
    clarify: 'Quero ter certeza de encaminhar você ao lugar certo, então tenho mais algumas perguntas.',
    declined: 'Nenhuma consulta foi marcada. Se os sintomas piorarem ou surgirem novos, procure um profissional ou, numa emergência, ligue para o número de emergência local.',
    expired: 'As opções de consulta expiraram e nada foi marcado. Se ainda precisar de atendimento, inicie uma nova consulta ou contate uma clínica diretamente; numa emergência, ligue para o número de emergência local.',
    noSlots: 'Não encontrei uma consulta no prazo recomendado. Contate diretamente uma clínica ou um pronto-atendimento; se piorar, ligue para o número de emergência local.',
    bookingFailed: 'Não consegui concluir a marcação e nada foi marcado. Contate uma clínica diretamente; se piorar, ligue para o número de emergência local.',
    slotTaken: 'Esse horário acabou de ser reservado por outra pessoa. Estas são as próximas opções disponíveis.',
    slotsKeptTaken: 'Outros pacientes reservaram os horários que ofereci antes que eu pudesse reservá-los, então nada foi reservado. Entre em contato diretamente com uma clínica; se seus sintomas piorarem, ligue para o número de emergência local.',
    safetyRaised: 'Após uma revisão de segurança, recomendo que você seja atendido antes do que eu disse inicialmente.',
    safetyEscalated: 'Antes de qualquer marcação, um profissional de saúde precisa de ver o que me contou; pedi-lhe que se junte a esta conversa e ainda nada foi marcado. Por favor, fique aqui. Não altere a forma como toma os seus medicamentos até falar com um profissional. Se piorar, tiver dificuldade em respirar, dor no peito, uma hemorragia forte ou desmaiar, ligue agora para o número de emergência.',
    endedByPatient: 'A consulta terminou. Cuide-se e procure ajuda imediatamente se os sintomas piorarem.',
    guardianPrompt: 'Como o paciente tem menos de 18 anos, um dos pais ou responsável precisa concordar antes de eu marcar uma consulta. Você é o pai, a mãe ou o responsável, ou tem a permissão deles?',
    guardianYes: 'Sim, sou o pai, a mãe ou o responsável, ou tenho a permissão deles',
    askName: 'Antes de procurar uma consulta: em nome de quem devo marcar?',
    clinicianJoined: 'Um profissional de saúde entrou na conversa e vai responder aqui.',
    closedHelp: 'Esta consulta terminou. Se precisar, pode me pedir aqui para remarcar ou cancelar sua consulta. Se os sintomas piorarem, ligue para o número de emergência local.',
    unchanged: 'Sua consulta não foi alterada.',
    moveNoSlots: 'Não encontrei outro horário para sua consulta agora, então nada mudou: sua consulta atual continua marcada. Você pode me pedir de novo mais tarde ou contatar a clínica. Se os sintomas piorarem, ligue para o número de emergência local.',
    cancelPrompt: 'Quer que eu cancele esta consulta?',
    confirmChoice: 'Você escolheu {label}. Posso marcar? Responda sim ou não.',
    confirmMoveChoice: 'Você escolheu {label}. Posso mudar a sua consulta para este horário? Responda sim ou não.',
    noMatch: 'Não encontrei um horário assim. Os horários que ofereci continuam abertos: escolha um ou peça outro dia ou hora.',
    cancelYes: 'Sim, cancelar',
    endPrompt: 'Quer encerrar esta consulta?',
    endYes: 'Sim, encerrar',
    endContinue: 'Tudo bem, vamos continuar. {question}',
    worried: 'Entendo que isto assuste. Não posso dizer se é grave, mas um profissional pode, e as suas respostas me ajudam a levá-lo rapidamente ao profissional certo. Se piorar, ou se tiver dor no peito, dificuldade para respirar ou sentir que vai desmaiar, ligue agora para o número de emergência local. {question}',
    cancelled: 'Sua consulta foi cancelada. Se ainda precisar de atendimento, inicie uma nova consulta; se piorar, ligue para o número de emergência local.',
    cancelFailed: 'Não consegui cancelar a consulta. Contate a clínica diretamente.',
    consentDeclined: 'Não marquei nada. Peça a um dos pais ou ao responsável que contate uma clínica. Se os sintomas piorarem, ligue para o número de emergência local.',
    requestAdvice: 'Obrigado. Nada do que me contou pede um atendimento mais urgente do que a consulta que pediu, por isso vou procurá-la agora. Se os sintomas piorarem ou surgirem outros, contate um profissional de saúde; numa emergência, ligue para o número de emergência local.',
    requestNoted: 'Anotei a consulta que pediu e vou procurá-la quando terminar as minhas perguntas.',
  },
};

export type TextKey = keyof Texts;

/** The sentence for a key in the consult's language (base language of a locale such as "pt-BR"). */
export function text(key: TextKey, locale: string): string {
  return TEXTS[textLang(locale).lang][key];
}
