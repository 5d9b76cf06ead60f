import type { ProposalQuestions } from './proposal-questions.js';

const POST_ON_PORTAL = 'मैं सहमत हूँ कि यह पोस्ट पोर्टल पर सार्वजनिक रूप से दिखाई जाए।';

/** The questions of proposal-questions.ts as a Hindi form asks them (docs/glossary.md). */
export const PROPOSAL_QUESTIONS_HI: ProposalQuestions = {
  funding: {
    name: 'नाम',
    email: 'ई-मेल',
    mobile: 'मोबाइल नंबर',
    orgType: 'संगठन का प्रकार',
    orgName: 'संगठन का नाम',
    designation: 'पदनाम',
    title: 'परियोजना का शीर्षक',
    abstract: 'चुनौती की समझ',
    methodology: 'प्रारंभिक विचार और दृष्टिकोण',
    expectedResults: 'अपेक्षित परिणाम',
    riskFactors: 'संभावित जोखिम',
    focusArea: 'फ़ोकस क्षेत्र',
    partnersInvolved: 'क्या भागीदार शामिल हैं?',
  },
  problem: {
    title: 'समस्या का शीर्षक',
    abstract: 'समस्या का वर्णन',
    detailedDescription: 'प्रासंगिक विवरण',
    focusArea: 'फ़ोकस क्षेत्र',
    eligibilityCriteria: 'पात्रता मानदंड',
    postOnPortal: POST_ON_PORTAL,
  },
  idea: {
    title: 'शीर्षक',
    abstract: 'समस्या का वर्णन',
    methodology: 'प्रस्तावित समाधान',
    currentStage: 'अनुसंधान का वर्तमान चरण',
    detailedDescription: 'समाधान के लाभ',
    objectives: 'उद्योग से अपेक्षित सहायता',
    focusArea: 'फ़ोकस क्षेत्र',
    postOnPortal: POST_ON_PORTAL,
  },
  record: { collaborators: 'सहयोगी', proposalFile: 'प्रस्ताव दस्तावेज़', challengeId: 'चुनौती' },
  fundingConfirmations: {
    detailsConfirmed: 'मैं पुष्टि करता/करती हूँ कि दिया गया विवरण सत्य और पूर्ण है।',
    termsAccepted: 'मैं योजना के नियम और शर्तें स्वीकार करता/करती हूँ।',
  },
  postConfirmations: {
    detailsConfirmed: 'मैं पुष्टि करता/करती हूँ कि दिया गया विवरण सत्य और पूर्ण है।',
    termsAccepted: 'मैं पोर्टल के नियम और शर्तें स्वीकार करता/करती हूँ।',
  },
};
