// Why this exists: the specialty names a patient reads, in the seven languages of the emergency screen, as
// plain data both the widget and the server's patient texts use (no "especialista en cardiology").
import type { SPECIALTIES } from './specialties.ts';

type Specialty = (typeof SPECIALTIES)[number];

type Names = Partial<Record<Specialty, string>>;
const SPECIALTY: Record<string, Names> = {
  en: {
    general_practice: 'General practice', emergency_medicine: 'Emergency medicine', cardiology: 'Cardiology', neurology: 'Neurology',
    dermatology: 'Dermatology', gastroenterology: 'Gastroenterology', pulmonology: 'Pulmonology', endocrinology: 'Endocrinology',
    infectious_disease: 'Infectious disease', rheumatology: 'Rheumatology', urology: 'Urology', nephrology: 'Nephrology', psychiatry: 'Psychiatry',
    obstetrics_gynecology: 'Obstetrics and gynaecology', orthopedics: 'Orthopaedics', otolaryngology: 'Ear, nose and throat', ophthalmology: 'Ophthalmology',
    pediatrics: 'Paediatrics', allergy_immunology: 'Allergy and immunology', hematology: 'Haematology', oncology: 'Oncology',
    general_surgery: 'General surgery', vascular_surgery: 'Vascular surgery', geriatrics: 'Geriatrics', sports_medicine: 'Sports medicine',
  },
  es: {
    general_practice: 'Medicina general', emergency_medicine: 'Urgencias', cardiology: 'Cardiología', neurology: 'Neurología',
    dermatology: 'Dermatología', gastroenterology: 'Gastroenterología', pulmonology: 'Neumología', endocrinology: 'Endocrinología',
    infectious_disease: 'Enfermedades infecciosas', rheumatology: 'Reumatología', urology: 'Urología', nephrology: 'Nefrología', psychiatry: 'Psiquiatría',
    obstetrics_gynecology: 'Ginecología y obstetricia', orthopedics: 'Traumatología', otolaryngology: 'Otorrinolaringología', ophthalmology: 'Oftalmología',
    pediatrics: 'Pediatría', allergy_immunology: 'Alergología', hematology: 'Hematología', oncology: 'Oncología',
    general_surgery: 'Cirugía general', vascular_surgery: 'Cirugía vascular', geriatrics: 'Geriatría', sports_medicine: 'Medicina deportiva',
  },
  fr: {
    general_practice: 'Médecine générale', emergency_medicine: 'Urgences', cardiology: 'Cardiologie', neurology: 'Neurologie',
    dermatology: 'Dermatologie', gastroenterology: 'Gastro-entérologie', pulmonology: 'Pneumologie', endocrinology: 'Endocrinologie',
    infectious_disease: 'Maladies infectieuses', rheumatology: 'Rhumatologie', urology: 'Urologie', nephrology: 'Néphrologie', psychiatry: 'Psychiatrie',
    obstetrics_gynecology: 'Gynécologie-obstétrique', orthopedics: 'Orthopédie', otolaryngology: 'ORL', ophthalmology: 'Ophtalmologie',
    pediatrics: 'Pédiatrie', allergy_immunology: 'Allergologie', hematology: 'Hématologie', oncology: 'Oncologie',
    general_surgery: 'Chirurgie générale', vascular_surgery: 'Chirurgie vasculaire', geriatrics: 'Gériatrie', sports_medicine: 'Médecine du sport',
  },
  pt: {
    general_practice: 'Clínica geral', emergency_medicine: 'Pronto-socorro', cardiology: 'Cardiologia', neurology: 'Neurologia',
    dermatology: 'Dermatologia', gastroenterology: 'Gastroenterologia', pulmonology: 'Pneumologia', endocrinology: 'Endocrinologia',
    infectious_disease: 'Doenças infecciosas', rheumatology: 'Reumatologia', urology: 'Urologia', nephrology: 'Nefrologia', psychiatry: 'Psiquiatria',
    obstetrics_gynecology: 'Ginecologia e obstetrícia', orthopedics: 'Ortopedia', otolaryngology: 'Otorrinolaringologia', ophthalmology: 'Oftalmologia',
    pediatrics: 'Pediatria', allergy_immunology: 'Alergologia', hematology: 'Hematologia', oncology: 'Oncologia',
    general_surgery: 'Cirurgia geral', vascular_surgery: 'Cirurgia vascular', geriatrics: 'Geriatria', sports_medicine: 'Medicina esportiva',
  },
  zh: {
    general_practice: '全科', emergency_medicine: '急诊科', cardiology: '心内科', neurology: '神经内科', dermatology: '皮肤科',
    gastroenterology: '消化内科', pulmonology: '呼吸内科', endocrinology: '内分泌科', infectious_disease: '感染科', rheumatology: '风湿免疫科',
    urology: '泌尿外科', nephrology: '肾内科', psychiatry: '精神科', obstetrics_gynecology: '妇产科', orthopedics: '骨科', otolaryngology: '耳鼻喉科',
    ophthalmology: '眼科', pediatrics: '儿科', allergy_immunology: '变态反应科', hematology: '血液科', oncology: '肿瘤科', general_surgery: '普通外科',
    vascular_surgery: '血管外科', geriatrics: '老年科', sports_medicine: '运动医学科',
  },
  ar: {
    general_practice: 'الطب العام', emergency_medicine: 'طب الطوارئ', cardiology: 'أمراض القلب', neurology: 'الأعصاب', dermatology: 'الجلدية',
    gastroenterology: 'الجهاز الهضمي', pulmonology: 'الأمراض الصدرية', endocrinology: 'الغدد الصماء', infectious_disease: 'الأمراض المعدية',
    rheumatology: 'الروماتيزم', urology: 'المسالك البولية', nephrology: 'أمراض الكلى', psychiatry: 'الطب النفسي', obstetrics_gynecology: 'النساء والتوليد',
    orthopedics: 'العظام', otolaryngology: 'الأنف والأذن والحنجرة', ophthalmology: 'العيون', pediatrics: 'الأطفال', allergy_immunology: 'الحساسية والمناعة',
    hematology: 'أمراض الدم', oncology: 'الأورام', general_surgery: 'الجراحة العامة', vascular_surgery: 'جراحة الأوعية الدموية', geriatrics: 'طب المسنين',
    sports_medicine: 'الطب الرياضي',
  },
  hi: {
    general_practice: 'सामान्य चिकित्सा', emergency_medicine: 'आपातकालीन चिकित्सा', cardiology: 'हृदय रोग', neurology: 'तंत्रिका रोग', dermatology: 'त्वचा रोग',
    gastroenterology: 'पाचन रोग', pulmonology: 'फेफड़ों के रोग', endocrinology: 'अंतःस्रावी रोग', infectious_disease: 'संक्रामक रोग', rheumatology: 'गठिया रोग',
    urology: 'मूत्र रोग', nephrology: 'गुर्दा रोग', psychiatry: 'मनोचिकित्सा', obstetrics_gynecology: 'स्त्री एवं प्रसूति रोग', orthopedics: 'हड्डी रोग',
    otolaryngology: 'नाक, कान, गला', ophthalmology: 'नेत्र रोग', pediatrics: 'बाल रोग', allergy_immunology: 'एलर्जी', hematology: 'रक्त रोग',
    oncology: 'कैंसर रोग', general_surgery: 'सामान्य सर्जरी', vascular_surgery: 'रक्त वाहिका सर्जरी', geriatrics: 'वृद्ध चिकित्सा', sports_medicine: 'खेल चिकित्सा',
  },
};

/** The specialty's name in a language (`es`, `fr-CA` → `fr`, ...), English when the language has none. */
export function specialtyNameIn(specialty: string, locale: string): string {
  const lang = locale.toLowerCase().split(/[-_]/)[0];
  const names = (SPECIALTY[lang] ?? SPECIALTY.en) as Record<string, string>;
  const en = SPECIALTY.en as Record<string, string>;
  return names[specialty] ?? en[specialty] ?? specialty.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
