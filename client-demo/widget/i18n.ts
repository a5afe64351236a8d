// Why this exists: the widget's own words in the consult's language (the seven of the emergency screen: en, es,
// fr, pt, zh, ar, hi), so a patient never reads a page half in one language and half in another.
import { specialtyNameIn } from '../../server/protocol/specialty-names.ts';
import type { Specialty, TriageLevel } from '../../server/protocol/index.ts';

export const LOCALES = ['en', 'es', 'fr', 'pt', 'zh', 'ar', 'hi'] as const;
export type UiLocale = (typeof LOCALES)[number];

/** The widget's language for a BCP-47 tag ("es-MX" → "es"); English when it is not one of ours. */
export function uiLocale(tag: string | undefined): UiLocale {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base) ? (base as UiLocale) : 'en';
}

export interface Words {
  sub: string; progress: string; steps: [string, string, string, string, string, string, string, string];
  emergencyStage: string; escalatedStage: string; done: string;
  /** a step the consult ended before reaching */
  skipped: string;
  typing: string; thinking: string; waitingClinician: string;
  you: string; clinician: string; conversation: string;
  yourMessage: string; send: string; hint: string; firstPlaceholder: string; replyPlaceholder: string; connecting: string;
  empty: string; overLimit: string; newMessages: string; skip: string; interrupted: string; notSent: string;
  recTitle: string; recUpdated: string; safetyRaised: string; whoToSee: string; howSoon: string; why: string;
  lowConfidence: string; sources: string; notDiagnosis: string; when: Record<TriageLevel, string>;
  /** non-urgent, told apart as the plan's text does: urgency 3 (days) and 2 (one to two weeks) */
  days: string; weeks: string;
  chooseAppointment: string; pleaseConfirm: string; yourTime: string; dontBook: string; no: string; openUntil: string;
  /** an offer to move a booked appointment: its heading, its decline button, and what declining means */
  chooseNewTime: string; keepAppointment: string; kept: string;
  sending: string; couldNotSend: string; noBooking: string; booking: string; thanks: string;
  booked: string; moved: string; cancelled: string; with: string; specialty: string; whenLabel: string; reference: string;
  summaryGoes: string; cancelledNote: string;
  endedEmergency: string; endedBooked: string; endedCancelled: string; endedOther: string; newConsult: string;
  /** the patient ended the consult themself (End button, or said so and confirmed) */
  endedByPatient: string;
  endedPlaceholder: string; bookedPlaceholder: string;
  emergencyMedical: string; emergencyMental: string; contactNow: string; restored: string; clinicianJoined: string;
  clinicianLeft: string; newTab: string; stepOf: string; status: string; recSummary: string; bookedSummary: string;
}

const en: Words = {
  sub: 'Helps you reach the right clinician. It does not diagnose or prescribe. In an emergency, call your local emergency number.',
  progress: 'Consult progress',
  steps: ['Start', 'Questions', 'Specialist review', 'Recommendation', 'Safety check', 'Booking', 'Notes for the clinician', 'Done'],
  emergencyStage: 'Emergency', escalatedStage: 'With a clinician', done: 'done', skipped: 'skipped',
  typing: 'Helios is typing', thinking: 'Specialists are reviewing your answers', waitingClinician: 'Waiting for the clinician',
  you: 'You', clinician: 'Clinician', conversation: 'Conversation',
  yourMessage: 'Your message', send: 'Send', hint: 'Enter sends, Shift+Enter starts a new line.',
  firstPlaceholder: 'Describe what is bothering you…', replyPlaceholder: 'Type your reply…', connecting: 'Connecting…',
  empty: 'Please type a message first.', overLimit: 'Too long: please shorten your message to {max} characters.',
  newMessages: 'New messages below', skip: 'Skip to the message box', interrupted: 'interrupted', notSent: 'Not sent: {reason}',
  recTitle: 'Our recommendation', recUpdated: 'Updated recommendation', safetyRaised: 'A safety check raised how soon you should be seen.',
  whoToSee: 'Who to see', howSoon: 'How soon', why: 'Why',
  lowConfidence: 'The specialist panel was not fully certain; a clinician will review this.', sources: 'Sources',
  notDiagnosis: 'This is guidance on where to go, not a diagnosis.',
  when: {
    emergency: 'Now: call your local emergency number.',
    urgent: 'Today: within the next 24 hours.',
    non_urgent: 'Soon: within the next few days to weeks.',
    self_care: 'No visit needed now: care for yourself at home, and see a clinician if it gets worse or does not improve.',
  },
  days: 'Soon: within the next few days.', weeks: 'Within the next one to two weeks.',
  chooseAppointment: 'Choose an appointment', pleaseConfirm: 'Please confirm', yourTime: 'Your time', dontBook: 'Don’t book, thanks',
  chooseNewTime: 'Choose a new time', keepAppointment: 'Keep my current appointment', kept: 'Your appointment stays as it is.',
  no: 'No', openUntil: 'This offer is open until {time}.', sending: 'Sending…', couldNotSend: 'Could not send your answer: {err}. Please try again.',
  noBooking: 'No appointment will be booked.', booking: 'Booking your appointment…', thanks: 'Thank you.',
  booked: 'Appointment booked', moved: 'Appointment moved', cancelled: 'Appointment cancelled', with: 'With', specialty: 'Specialty',
  whenLabel: 'When', reference: 'Reference', summaryGoes: 'The clinician receives a summary of this conversation before your visit.',
  cancelledNote: 'This appointment no longer takes place.',
  endedEmergency: 'This consult has ended. Please follow the emergency advice above.',
  endedBooked: 'This consult has ended. You can still ask here to move or cancel your appointment.',
  endedCancelled: 'Your appointment is cancelled and this consult has ended. To get help again, start a new consult.',
  endedOther: 'This consult has ended. To ask about something else, start a new consult.',
  endedByPatient: 'You ended this consult. If your symptoms get worse, get help at once; to ask about something else, start a new consult.',
  newConsult: 'Start a new consult', endedPlaceholder: 'This consult has ended.', bookedPlaceholder: 'Need to move or cancel the appointment? Ask here.',
  emergencyMedical: 'This may be a medical emergency', emergencyMental: 'You deserve support right now', contactNow: 'Who to contact now',
  restored: 'Your conversation was restored.', clinicianJoined: 'A clinician has joined the conversation.',
  clinicianLeft: 'The clinician has handed the conversation back to Helios.',
  newTab: 'opens in a new tab',
  stepOf: 'Step {n} of {total}: {label}.', status: 'Status: {label}.',
  recSummary: 'Recommendation: see {who}. {when}', bookedSummary: 'Appointment booked with {who}, {when}.',
};

const es: Words = {
  sub: 'Le ayuda a llegar al profesional adecuado. No diagnostica ni receta. En una emergencia, llame a su número de emergencias local.',
  progress: 'Progreso de la consulta',
  steps: ['Inicio', 'Preguntas', 'Revisión de especialistas', 'Recomendación', 'Control de seguridad', 'Cita', 'Notas para el profesional', 'Hecho'],
  emergencyStage: 'Emergencia', escalatedStage: 'Con un profesional', done: 'hecho', skipped: 'omitido',
  typing: 'Helios está escribiendo', thinking: 'Los especialistas revisan sus respuestas', waitingClinician: 'Esperando al profesional',
  you: 'Usted', clinician: 'Profesional', conversation: 'Conversación',
  yourMessage: 'Su mensaje', send: 'Enviar', hint: 'Intro envía, Mayús+Intro añade una línea.',
  firstPlaceholder: 'Describa lo que le molesta…', replyPlaceholder: 'Escriba su respuesta…', connecting: 'Conectando…',
  empty: 'Escriba un mensaje primero.', overLimit: 'Demasiado largo: acorte su mensaje a {max} caracteres.',
  newMessages: 'Mensajes nuevos abajo', skip: 'Ir al cuadro de mensaje', interrupted: 'interrumpido', notSent: 'No enviado: {reason}',
  recTitle: 'Nuestra recomendación', recUpdated: 'Recomendación actualizada', safetyRaised: 'Un control de seguridad adelantó cuándo debe ser atendido.',
  whoToSee: 'A quién consultar', howSoon: 'Cuándo', why: 'Por qué',
  lowConfidence: 'El panel de especialistas no estaba del todo seguro; un profesional lo revisará.', sources: 'Fuentes',
  notDiagnosis: 'Esto es una orientación sobre adónde ir, no un diagnóstico.',
  when: {
    emergency: 'Ahora: llame a su número de emergencias local.',
    urgent: 'Hoy: en las próximas 24 horas.',
    non_urgent: 'Pronto: en los próximos días o semanas.',
    self_care: 'No hace falta una visita ahora: cuídese en casa y consulte si empeora o no mejora.',
  },
  days: 'Pronto: en los próximos días.', weeks: 'En las próximas una o dos semanas.',
  chooseAppointment: 'Elija una cita', pleaseConfirm: 'Confirme, por favor', yourTime: 'Su hora', dontBook: 'No reservar, gracias',
  chooseNewTime: 'Elija una nueva hora', keepAppointment: 'Mantener mi cita actual', kept: 'Su cita se mantiene como está.',
  no: 'No', openUntil: 'Esta oferta está abierta hasta las {time}.', sending: 'Enviando…', couldNotSend: 'No se pudo enviar su respuesta: {err}. Inténtelo de nuevo.',
  noBooking: 'No se reservará ninguna cita.', booking: 'Reservando su cita…', thanks: 'Gracias.',
  booked: 'Cita reservada', moved: 'Cita cambiada', cancelled: 'Cita cancelada', with: 'Con', specialty: 'Especialidad',
  whenLabel: 'Cuándo', reference: 'Referencia', summaryGoes: 'El profesional recibe un resumen de esta conversación antes de su visita.',
  cancelledNote: 'Esta cita ya no tendrá lugar.',
  endedEmergency: 'Esta consulta ha terminado. Siga los consejos de emergencia de arriba.',
  endedBooked: 'Esta consulta ha terminado. Aún puede pedir aquí cambiar o cancelar su cita.',
  endedCancelled: 'Su cita está cancelada y esta consulta ha terminado. Para pedir ayuda de nuevo, inicie una consulta nueva.',
  endedOther: 'Esta consulta ha terminado. Para preguntar por otra cosa, inicie una consulta nueva.',
  endedByPatient: 'Usted terminó esta consulta. Si sus síntomas empeoran, busque ayuda enseguida; para preguntar por otra cosa, inicie una consulta nueva.',
  newConsult: 'Iniciar una consulta nueva', endedPlaceholder: 'Esta consulta ha terminado.', bookedPlaceholder: '¿Necesita cambiar o cancelar la cita? Pídalo aquí.',
  emergencyMedical: 'Esto puede ser una emergencia médica', emergencyMental: 'Usted merece apoyo ahora mismo', contactNow: 'A quién contactar ahora',
  restored: 'Se restauró su conversación.', clinicianJoined: 'Un profesional se ha unido a la conversación.',
  clinicianLeft: 'El profesional ha devuelto la conversación a Helios.',
  newTab: 'se abre en una pestaña nueva',
  stepOf: 'Paso {n} de {total}: {label}.', status: 'Estado: {label}.',
  recSummary: 'Recomendación: consultar {who}. {when}', bookedSummary: 'Cita reservada con {who}, {when}.',
};

const fr: Words = {
  sub: 'Vous aide à joindre le bon soignant. Ne pose pas de diagnostic et ne prescrit pas. En cas d’urgence, appelez le numéro d’urgence local.',
  progress: 'Avancement de la consultation',
  steps: ['Début', 'Questions', 'Avis des spécialistes', 'Recommandation', 'Contrôle de sécurité', 'Rendez-vous', 'Notes pour le soignant', 'Terminé'],
  emergencyStage: 'Urgence', escalatedStage: 'Avec un soignant', done: 'fait', skipped: 'non effectué',
  typing: 'Helios écrit', thinking: 'Les spécialistes examinent vos réponses', waitingClinician: 'En attente du soignant',
  you: 'Vous', clinician: 'Soignant', conversation: 'Conversation',
  yourMessage: 'Votre message', send: 'Envoyer', hint: 'Entrée envoie, Maj+Entrée ajoute une ligne.',
  firstPlaceholder: 'Décrivez ce qui vous gêne…', replyPlaceholder: 'Écrivez votre réponse…', connecting: 'Connexion…',
  empty: 'Écrivez d’abord un message.', overLimit: 'Trop long : raccourcissez votre message à {max} caractères.',
  newMessages: 'Nouveaux messages en bas', skip: 'Aller à la zone de message', interrupted: 'interrompu', notSent: 'Non envoyé : {reason}',
  recTitle: 'Notre recommandation', recUpdated: 'Recommandation mise à jour', safetyRaised: 'Un contrôle de sécurité a avancé le délai de consultation.',
  whoToSee: 'Qui consulter', howSoon: 'Quand', why: 'Pourquoi',
  lowConfidence: 'Le panel de spécialistes n’était pas tout à fait sûr ; un soignant va vérifier.', sources: 'Sources',
  notDiagnosis: 'Ceci indique où aller, ce n’est pas un diagnostic.',
  when: {
    emergency: 'Maintenant : appelez le numéro d’urgence local.',
    urgent: 'Aujourd’hui : dans les 24 prochaines heures.',
    non_urgent: 'Bientôt : dans les prochains jours ou semaines.',
    self_care: 'Pas de visite nécessaire pour l’instant : soignez-vous à la maison et consultez si cela s’aggrave ou ne s’améliore pas.',
  },
  days: 'Bientôt : dans les prochains jours.', weeks: 'Dans les une à deux semaines.',
  chooseAppointment: 'Choisissez un rendez-vous', pleaseConfirm: 'Merci de confirmer', yourTime: 'Votre heure', dontBook: 'Ne pas réserver, merci',
  chooseNewTime: 'Choisissez un nouvel horaire', keepAppointment: 'Garder mon rendez-vous actuel', kept: 'Votre rendez-vous reste tel quel.',
  no: 'Non', openUntil: 'Cette offre reste ouverte jusqu’à {time}.', sending: 'Envoi…', couldNotSend: 'Votre réponse n’a pas pu être envoyée : {err}. Réessayez.',
  noBooking: 'Aucun rendez-vous ne sera pris.', booking: 'Réservation de votre rendez-vous…', thanks: 'Merci.',
  booked: 'Rendez-vous réservé', moved: 'Rendez-vous déplacé', cancelled: 'Rendez-vous annulé', with: 'Avec', specialty: 'Spécialité',
  whenLabel: 'Quand', reference: 'Référence', summaryGoes: 'Le soignant reçoit un résumé de cette conversation avant votre visite.',
  cancelledNote: 'Ce rendez-vous n’aura pas lieu.',
  endedEmergency: 'Cette consultation est terminée. Suivez les conseils d’urgence ci-dessus.',
  endedBooked: 'Cette consultation est terminée. Vous pouvez encore demander ici de déplacer ou d’annuler votre rendez-vous.',
  endedCancelled: 'Votre rendez-vous est annulé et cette consultation est terminée. Pour de l’aide à nouveau, commencez une nouvelle consultation.',
  endedOther: 'Cette consultation est terminée. Pour autre chose, commencez une nouvelle consultation.',
  endedByPatient: 'Vous avez mis fin à cette consultation. Si vos symptômes s’aggravent, demandez de l’aide sans attendre ; pour autre chose, commencez une nouvelle consultation.',
  newConsult: 'Commencer une nouvelle consultation', endedPlaceholder: 'Cette consultation est terminée.', bookedPlaceholder: 'Déplacer ou annuler le rendez-vous ? Demandez ici.',
  emergencyMedical: 'Ceci peut être une urgence médicale', emergencyMental: 'Vous méritez du soutien dès maintenant', contactNow: 'Qui contacter maintenant',
  restored: 'Votre conversation a été restaurée.', clinicianJoined: 'Un soignant a rejoint la conversation.',
  clinicianLeft: 'Le soignant a rendu la conversation à Helios.',
  newTab: 's’ouvre dans un nouvel onglet',
  stepOf: 'Étape {n} sur {total} : {label}.', status: 'Statut : {label}.',
  recSummary: 'Recommandation : consulter {who}. {when}', bookedSummary: 'Rendez-vous réservé avec {who}, {when}.',
};

const pt: Words = {
  sub: 'Ajuda você a chegar ao profissional certo. Não diagnostica nem receita. Em uma emergência, ligue para o número de emergência local.',
  progress: 'Andamento da consulta',
  steps: ['Início', 'Perguntas', 'Revisão de especialistas', 'Recomendação', 'Verificação de segurança', 'Agendamento', 'Notas para o profissional', 'Concluído'],
  emergencyStage: 'Emergência', escalatedStage: 'Com um profissional', done: 'feito', skipped: 'não realizado',
  typing: 'Helios está escrevendo', thinking: 'Os especialistas estão revisando suas respostas', waitingClinician: 'Aguardando o profissional',
  you: 'Você', clinician: 'Profissional', conversation: 'Conversa',
  yourMessage: 'Sua mensagem', send: 'Enviar', hint: 'Enter envia, Shift+Enter começa uma nova linha.',
  firstPlaceholder: 'Descreva o que está incomodando…', replyPlaceholder: 'Digite sua resposta…', connecting: 'Conectando…',
  empty: 'Digite uma mensagem primeiro.', overLimit: 'Longa demais: encurte sua mensagem para {max} caracteres.',
  newMessages: 'Novas mensagens abaixo', skip: 'Ir para a caixa de mensagem', interrupted: 'interrompida', notSent: 'Não enviada: {reason}',
  recTitle: 'Nossa recomendação', recUpdated: 'Recomendação atualizada', safetyRaised: 'Uma verificação de segurança antecipou quando você deve ser atendido.',
  whoToSee: 'Quem procurar', howSoon: 'Quando', why: 'Por quê',
  lowConfidence: 'O painel de especialistas não teve certeza total; um profissional vai revisar.', sources: 'Fontes',
  notDiagnosis: 'Isto é uma orientação sobre aonde ir, não um diagnóstico.',
  when: {
    emergency: 'Agora: ligue para o número de emergência local.',
    urgent: 'Hoje: nas próximas 24 horas.',
    non_urgent: 'Em breve: nos próximos dias ou semanas.',
    self_care: 'Não é preciso consulta agora: cuide-se em casa e procure um profissional se piorar ou não melhorar.',
  },
  days: 'Em breve: nos próximos dias.', weeks: 'Nas próximas uma a duas semanas.',
  chooseAppointment: 'Escolha uma consulta', pleaseConfirm: 'Por favor, confirme', yourTime: 'Seu horário', dontBook: 'Não agendar, obrigado',
  chooseNewTime: 'Escolha um novo horário', keepAppointment: 'Manter minha consulta atual', kept: 'Sua consulta continua como está.',
  no: 'Não', openUntil: 'Esta oferta fica aberta até {time}.', sending: 'Enviando…', couldNotSend: 'Não foi possível enviar sua resposta: {err}. Tente de novo.',
  noBooking: 'Nenhuma consulta será agendada.', booking: 'Agendando sua consulta…', thanks: 'Obrigado.',
  booked: 'Consulta agendada', moved: 'Consulta remarcada', cancelled: 'Consulta cancelada', with: 'Com', specialty: 'Especialidade',
  whenLabel: 'Quando', reference: 'Referência', summaryGoes: 'O profissional recebe um resumo desta conversa antes da sua consulta.',
  cancelledNote: 'Esta consulta não vai mais acontecer.',
  endedEmergency: 'Esta consulta terminou. Siga as orientações de emergência acima.',
  endedBooked: 'Esta consulta terminou. Você ainda pode pedir aqui para remarcar ou cancelar a consulta.',
  endedCancelled: 'Sua consulta foi cancelada e esta conversa terminou. Para pedir ajuda de novo, comece uma nova consulta.',
  endedOther: 'Esta consulta terminou. Para perguntar sobre outra coisa, comece uma nova consulta.',
  endedByPatient: 'Você encerrou esta consulta. Se os sintomas piorarem, procure ajuda imediatamente; para perguntar sobre outra coisa, comece uma nova consulta.',
  newConsult: 'Começar uma nova consulta', endedPlaceholder: 'Esta consulta terminou.', bookedPlaceholder: 'Precisa remarcar ou cancelar? Peça aqui.',
  emergencyMedical: 'Isto pode ser uma emergência médica', emergencyMental: 'Você merece apoio agora mesmo', contactNow: 'Quem contatar agora',
  restored: 'Sua conversa foi restaurada.', clinicianJoined: 'Um profissional entrou na conversa.',
  clinicianLeft: 'O profissional devolveu a conversa ao Helios.',
  newTab: 'abre em uma nova aba',
  stepOf: 'Etapa {n} de {total}: {label}.', status: 'Situação: {label}.',
  recSummary: 'Recomendação: procurar {who}. {when}', bookedSummary: 'Consulta agendada com {who}, {when}.',
};

const zh: Words = {
  sub: '帮助您找到合适的医生。它不做诊断，也不开处方。紧急情况下，请拨打当地急救电话。',
  progress: '问诊进度',
  steps: ['开始', '问题', '专家评估', '建议', '安全检查', '预约', '给医生的记录', '完成'],
  emergencyStage: '紧急情况', escalatedStage: '医生接手', done: '已完成', skipped: '已跳过',
  typing: 'Helios 正在输入', thinking: '专家正在查看您的回答', waitingClinician: '正在等待医生',
  you: '您', clinician: '医生', conversation: '对话',
  yourMessage: '您的消息', send: '发送', hint: '按 Enter 发送，Shift+Enter 换行。',
  firstPlaceholder: '请描述您哪里不舒服…', replyPlaceholder: '请输入您的回复…', connecting: '正在连接…',
  empty: '请先输入消息。', overLimit: '太长了：请将消息缩短到 {max} 个字符以内。',
  newMessages: '下方有新消息', skip: '跳到消息框', interrupted: '已中断', notSent: '未发送：{reason}',
  recTitle: '我们的建议', recUpdated: '更新后的建议', safetyRaised: '安全检查提前了您应就诊的时间。',
  whoToSee: '看哪位医生', howSoon: '多快', why: '原因',
  lowConfidence: '专家组不完全确定；医生会复核。', sources: '来源',
  notDiagnosis: '这是就医方向的建议，不是诊断。',
  when: {
    emergency: '现在：请拨打当地急救电话。',
    urgent: '今天：在 24 小时内。',
    non_urgent: '尽快：在接下来的几天到几周内。',
    self_care: '目前无需就诊：在家自我护理，如果加重或不见好转请就医。',
  },
  days: '尽快：在接下来的几天内。', weeks: '在接下来的一到两周内。',
  chooseAppointment: '选择预约时间', pleaseConfirm: '请确认', yourTime: '您的时间', dontBook: '不预约，谢谢',
  chooseNewTime: '选择新的时间', keepAppointment: '保留当前预约', kept: '您的预约保持不变。',
  no: '否', openUntil: '此预约选项有效至 {time}。', sending: '正在发送…', couldNotSend: '无法发送您的回答：{err}。请重试。',
  noBooking: '不会预约。', booking: '正在为您预约…', thanks: '谢谢。',
  booked: '已预约', moved: '预约已更改', cancelled: '预约已取消', with: '医生', specialty: '科室',
  whenLabel: '时间', reference: '编号', summaryGoes: '医生会在就诊前收到这次对话的摘要。',
  cancelledNote: '此预约不再进行。',
  endedEmergency: '本次问诊已结束。请按照上方的紧急建议去做。',
  endedBooked: '本次问诊已结束。您仍可在此要求更改或取消预约。',
  endedCancelled: '您的预约已取消，本次问诊已结束。如需再次帮助，请开始新的问诊。',
  endedOther: '本次问诊已结束。如有其他问题，请开始新的问诊。',
  endedByPatient: '您已结束本次问诊。如果症状加重，请立即求助；如有其他问题，请开始新的问诊。',
  newConsult: '开始新的问诊', endedPlaceholder: '本次问诊已结束。', bookedPlaceholder: '需要更改或取消预约？请在此提出。',
  emergencyMedical: '这可能是医疗紧急情况', emergencyMental: '您现在就值得得到支持', contactNow: '现在联系',
  restored: '您的对话已恢复。', clinicianJoined: '一位医生加入了对话。',
  clinicianLeft: '医生已将对话交还给 Helios。',
  newTab: '在新标签页中打开',
  stepOf: '第 {n} 步，共 {total} 步：{label}。', status: '状态：{label}。',
  recSummary: '建议：看{who}。{when}', bookedSummary: '已预约 {who}，{when}。',
};

const ar: Words = {
  sub: 'يساعدك على الوصول إلى الطبيب المناسب. لا يشخّص ولا يصف دواءً. في حالة الطوارئ، اتصل برقم الطوارئ المحلي.',
  progress: 'مراحل الاستشارة',
  steps: ['البداية', 'الأسئلة', 'مراجعة الأخصائيين', 'التوصية', 'فحص السلامة', 'الحجز', 'ملاحظات للطبيب', 'تم'],
  emergencyStage: 'طوارئ', escalatedStage: 'مع طبيب', done: 'تم', skipped: 'لم يتم',
  typing: 'Helios يكتب', thinking: 'الأخصائيون يراجعون إجاباتك', waitingClinician: 'في انتظار الطبيب',
  you: 'أنت', clinician: 'الطبيب', conversation: 'المحادثة',
  yourMessage: 'رسالتك', send: 'إرسال', hint: 'Enter للإرسال، وShift+Enter لسطر جديد.',
  firstPlaceholder: 'صف ما يزعجك…', replyPlaceholder: 'اكتب ردك…', connecting: 'جارٍ الاتصال…',
  empty: 'اكتب رسالة أولًا.', overLimit: 'الرسالة طويلة جدًا: اختصرها إلى {max} حرف.',
  newMessages: 'رسائل جديدة في الأسفل', skip: 'انتقل إلى مربع الرسالة', interrupted: 'انقطعت', notSent: 'لم تُرسل: {reason}',
  recTitle: 'توصيتنا', recUpdated: 'توصية محدّثة', safetyRaised: 'رفع فحص السلامة موعد رؤيتك.',
  whoToSee: 'من تراجع', howSoon: 'متى', why: 'لماذا',
  lowConfidence: 'لم تكن لجنة الأخصائيين متأكدة تمامًا؛ سيراجع طبيب ذلك.', sources: 'المصادر',
  notDiagnosis: 'هذا توجيه إلى أين تذهب، وليس تشخيصًا.',
  when: {
    emergency: 'الآن: اتصل برقم الطوارئ المحلي.',
    urgent: 'اليوم: خلال الساعات الأربع والعشرين القادمة.',
    non_urgent: 'قريبًا: خلال الأيام أو الأسابيع القادمة.',
    self_care: 'لا حاجة لزيارة الآن: اعتنِ بنفسك في المنزل، وراجع طبيبًا إذا ساءت الحالة أو لم تتحسن.',
  },
  days: 'قريبًا: خلال الأيام القليلة القادمة.', weeks: 'خلال الأسبوع أو الأسبوعين القادمين.',
  chooseAppointment: 'اختر موعدًا', pleaseConfirm: 'يرجى التأكيد', yourTime: 'توقيتك', dontBook: 'لا تحجز، شكرًا',
  chooseNewTime: 'اختر موعدًا جديدًا', keepAppointment: 'الإبقاء على موعدي الحالي', kept: 'يبقى موعدك كما هو.',
  no: 'لا', openUntil: 'هذا العرض متاح حتى {time}.', sending: 'جارٍ الإرسال…', couldNotSend: 'تعذّر إرسال إجابتك: {err}. حاول مرة أخرى.',
  noBooking: 'لن يُحجز أي موعد.', booking: 'جارٍ حجز موعدك…', thanks: 'شكرًا.',
  booked: 'تم حجز الموعد', moved: 'تم تغيير الموعد', cancelled: 'تم إلغاء الموعد', with: 'مع', specialty: 'التخصص',
  whenLabel: 'الموعد', reference: 'المرجع', summaryGoes: 'يتلقى الطبيب ملخصًا لهذه المحادثة قبل زيارتك.',
  cancelledNote: 'لن يُعقد هذا الموعد.',
  endedEmergency: 'انتهت هذه الاستشارة. يرجى اتباع نصيحة الطوارئ أعلاه.',
  endedBooked: 'انتهت هذه الاستشارة. لا يزال بإمكانك أن تطلب هنا تغيير موعدك أو إلغاءه.',
  endedCancelled: 'أُلغي موعدك وانتهت هذه الاستشارة. للحصول على مساعدة مرة أخرى، ابدأ استشارة جديدة.',
  endedOther: 'انتهت هذه الاستشارة. للسؤال عن أمر آخر، ابدأ استشارة جديدة.',
  endedByPatient: 'لقد أنهيت هذه الاستشارة. إذا ساءت أعراضك، فاطلب المساعدة فورًا؛ وللسؤال عن أمر آخر، ابدأ استشارة جديدة.',
  newConsult: 'ابدأ استشارة جديدة', endedPlaceholder: 'انتهت هذه الاستشارة.', bookedPlaceholder: 'تريد تغيير الموعد أو إلغاءه؟ اطلب هنا.',
  emergencyMedical: 'قد تكون هذه حالة طوارئ طبية', emergencyMental: 'تستحق الدعم الآن', contactNow: 'بمن تتصل الآن',
  restored: 'تمت استعادة محادثتك.', clinicianJoined: 'انضم طبيب إلى المحادثة.',
  clinicianLeft: 'أعاد الطبيب المحادثة إلى Helios.',
  newTab: 'يفتح في علامة تبويب جديدة',
  stepOf: 'الخطوة {n} من {total}: {label}.', status: 'الحالة: {label}.',
  recSummary: 'التوصية: راجع {who}. {when}', bookedSummary: 'تم حجز موعد مع {who}، {when}.',
};

const hi: Words = {
  sub: 'यह आपको सही डॉक्टर तक पहुँचने में मदद करता है। यह निदान नहीं करता और दवा नहीं लिखता। आपात स्थिति में अपना स्थानीय आपातकालीन नंबर डायल करें।',
  progress: 'परामर्श की प्रगति',
  steps: ['शुरुआत', 'प्रश्न', 'विशेषज्ञ समीक्षा', 'सलाह', 'सुरक्षा जाँच', 'अपॉइंटमेंट', 'डॉक्टर के लिए नोट्स', 'पूरा'],
  emergencyStage: 'आपातकाल', escalatedStage: 'डॉक्टर के साथ', done: 'पूरा', skipped: 'छोड़ा गया',
  typing: 'Helios लिख रहा है', thinking: 'विशेषज्ञ आपके उत्तर देख रहे हैं', waitingClinician: 'डॉक्टर की प्रतीक्षा',
  you: 'आप', clinician: 'डॉक्टर', conversation: 'बातचीत',
  yourMessage: 'आपका संदेश', send: 'भेजें', hint: 'Enter से भेजें, Shift+Enter से नई पंक्ति।',
  firstPlaceholder: 'बताइए आपको क्या परेशानी है…', replyPlaceholder: 'अपना उत्तर लिखें…', connecting: 'जुड़ रहा है…',
  empty: 'पहले एक संदेश लिखें।', overLimit: 'बहुत लंबा: अपना संदेश {max} अक्षरों तक छोटा करें।',
  newMessages: 'नीचे नए संदेश', skip: 'संदेश बॉक्स पर जाएँ', interrupted: 'बीच में रुका', notSent: 'नहीं भेजा गया: {reason}',
  recTitle: 'हमारी सलाह', recUpdated: 'अपडेट की गई सलाह', safetyRaised: 'सुरक्षा जाँच ने दिखाने का समय जल्दी कर दिया है।',
  whoToSee: 'किसे दिखाएँ', howSoon: 'कब तक', why: 'क्यों',
  lowConfidence: 'विशेषज्ञ पैनल पूरी तरह निश्चित नहीं था; एक डॉक्टर इसकी समीक्षा करेंगे।', sources: 'स्रोत',
  notDiagnosis: 'यह कहाँ जाना है इसका मार्गदर्शन है, निदान नहीं।',
  when: {
    emergency: 'अभी: अपना स्थानीय आपातकालीन नंबर डायल करें।',
    urgent: 'आज: अगले 24 घंटों के भीतर।',
    non_urgent: 'जल्द: अगले कुछ दिनों से हफ़्तों में।',
    self_care: 'अभी दिखाने की ज़रूरत नहीं: घर पर देखभाल करें, और बिगड़ने या ठीक न होने पर डॉक्टर को दिखाएँ।',
  },
  days: 'जल्द: अगले कुछ दिनों में।', weeks: 'अगले एक से दो हफ़्तों में।',
  chooseAppointment: 'अपॉइंटमेंट चुनें', pleaseConfirm: 'कृपया पुष्टि करें', yourTime: 'आपका समय', dontBook: 'बुक न करें, धन्यवाद',
  chooseNewTime: 'नया समय चुनें', keepAppointment: 'मेरी मौजूदा अपॉइंटमेंट रखें', kept: 'आपकी अपॉइंटमेंट जैसी है वैसी ही रहेगी।',
  no: 'नहीं', openUntil: 'यह प्रस्ताव {time} तक खुला है।', sending: 'भेजा जा रहा है…', couldNotSend: 'आपका उत्तर नहीं भेजा जा सका: {err}। फिर से कोशिश करें।',
  noBooking: 'कोई अपॉइंटमेंट बुक नहीं होगा।', booking: 'आपका अपॉइंटमेंट बुक हो रहा है…', thanks: 'धन्यवाद।',
  booked: 'अपॉइंटमेंट बुक हो गया', moved: 'अपॉइंटमेंट बदला गया', cancelled: 'अपॉइंटमेंट रद्द', with: 'किसके साथ', specialty: 'विशेषज्ञता',
  whenLabel: 'कब', reference: 'संदर्भ', summaryGoes: 'आपकी मुलाक़ात से पहले डॉक्टर को इस बातचीत का सारांश मिलता है।',
  cancelledNote: 'यह अपॉइंटमेंट अब नहीं होगा।',
  endedEmergency: 'यह परामर्श समाप्त हो गया है। कृपया ऊपर दी गई आपातकालीन सलाह का पालन करें।',
  endedBooked: 'यह परामर्श समाप्त हो गया है। आप अब भी यहाँ अपॉइंटमेंट बदलने या रद्द करने के लिए कह सकते हैं।',
  endedCancelled: 'आपका अपॉइंटमेंट रद्द हो गया है और यह परामर्श समाप्त हो गया है। फिर से मदद के लिए नया परामर्श शुरू करें।',
  endedOther: 'यह परामर्श समाप्त हो गया है। किसी और बात के लिए नया परामर्श शुरू करें।',
  endedByPatient: 'आपने यह परामर्श समाप्त किया। अगर लक्षण बिगड़ें तो तुरंत मदद लें; किसी और बात के लिए नया परामर्श शुरू करें।',
  newConsult: 'नया परामर्श शुरू करें', endedPlaceholder: 'यह परामर्श समाप्त हो गया है।', bookedPlaceholder: 'अपॉइंटमेंट बदलना या रद्द करना है? यहाँ लिखें।',
  emergencyMedical: 'यह एक चिकित्सा आपातकाल हो सकता है', emergencyMental: 'आपको अभी सहारा मिलना चाहिए', contactNow: 'अभी किससे संपर्क करें',
  restored: 'आपकी बातचीत वापस आ गई है।', clinicianJoined: 'एक डॉक्टर बातचीत में शामिल हुए हैं।',
  clinicianLeft: 'डॉक्टर ने बातचीत Helios को वापस सौंप दी है।',
  newTab: 'नए टैब में खुलता है',
  stepOf: 'चरण {n} / {total}: {label}।', status: 'स्थिति: {label}।',
  recSummary: 'सलाह: {who} को दिखाएँ। {when}', bookedSummary: '{who} के साथ अपॉइंटमेंट बुक हुआ, {when}।',
};

export const WORDS: Record<UiLocale, Words> = { en, es, fr, pt, zh, ar, hi };

/** Fill "{name}" slots. */
export function fmt(s: string, vars: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Join a sentence and a value that may already end in punctuation ("3:12 p. m." + "." stays one full stop). */
export function endSentence(s: string): string {
  const t = s.trim();
  return /[.!?。！？।]$/.test(t) ? t : `${t}.`;
}

// ---- specialty names: who to see (the recommendation) and the specialty (the booking) ----------------------
/** The specialty's name in the widget's language ("cardiology" → "Cardiología"). */
export function specialtyName(specialty: string, l: UiLocale): string {
  return specialtyNameIn(specialty, l);
}

/** Writing direction for the widget's language. */
export const dirOf = (l: UiLocale): 'rtl' | 'ltr' => (l === 'ar' ? 'rtl' : 'ltr');

let current: UiLocale = 'en';
/** The widget's words now (the consult's language, which the server may change after the first message). */
export const t = (): Words => WORDS[current];
export const uiLang = (): UiLocale => current;
export function setUiLocale(l: UiLocale): boolean {
  if (l === current) return false;
  current = l;
  return true;
}

/** The consult's whole tag ("es-US": Spanish in the browser's region), for dates and times as written there. */
let currentTag: string | null = null;
/** The tag dates and times are written with: the consult's, region included, when it is in the widget's language. */
export const uiTag = (): string => (currentTag && uiLocale(currentTag) === current ? currentTag : current);
export function setUiTag(tag: string | undefined): void {
  try {
    currentTag = tag ? (Intl.getCanonicalLocales(tag.replace('_', '-'))[0] ?? null) : null;
  } catch {
    currentTag = null; // not a valid tag: the language alone
  }
}
