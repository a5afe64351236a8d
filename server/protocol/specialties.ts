// Why this exists: the specialty vocabulary as plain data, free of zod, so that the browser bundles (the
// clinician dashboard's filter) import the very list the wire contract validates against.
export const SPECIALTIES = [
  'general_practice', 'emergency_medicine', 'cardiology', 'neurology', 'dermatology', 'gastroenterology',
  'pulmonology', 'endocrinology', 'infectious_disease', 'rheumatology', 'urology', 'nephrology', 'psychiatry',
  'obstetrics_gynecology', 'orthopedics', 'otolaryngology', 'ophthalmology', 'pediatrics', 'allergy_immunology',
  'hematology', 'oncology', 'general_surgery', 'vascular_surgery', 'geriatrics', 'sports_medicine',
] as const;
