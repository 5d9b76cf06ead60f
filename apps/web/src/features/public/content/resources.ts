import { DOCUMENTS } from './documents';

export const RESOURCES = {
  title: 'Resources',
  intro: 'Reports, papers and official documents of the mission. All documents are PDF files.',
  items: [
    { ...DOCUMENTS.resourceEfficiency, body: 'How better use of ore, slag, dust and water lowers cost and emissions.' },
    { ...DOCUMENTS.miningAndMetals, body: 'Raw materials, processes and the technology needs of Indian steelmaking.' },
    { ...DOCUMENTS.technicalPapers, body: 'Abstracts of results from projects supported by the mission.' },
    { ...DOCUMENTS.registrationCertificate, body: 'The mission’s registration as a society and its objects.' },
    { ...DOCUMENTS.blueprint, body: 'The mission’s vision and goals to 2030.' },
    { ...DOCUMENTS.schemeGuidelines, body: 'Eligibility, evaluation and release of funds for the three schemes.' },
  ],
};
