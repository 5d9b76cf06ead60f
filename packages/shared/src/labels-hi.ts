/**
 * The Hindi of the shared tables' English labels, in one place for the web's Hindi catalogue and the
 * server's Hindi mails and receipts (decisions 182 and 197; the terms: docs/glossary.md). The English
 * labels are the keys, as the tables and the server's stored texts hold them. `npm run check:catalogues`
 * fails on an English label of the tables that has no Hindi here.
 */
export const SHARED_LABELS_HI: Readonly<Record<string, string>> = {
  Draft: 'प्रारूप',
  Submitted: 'जमा किया गया',
  'Under Review': 'समीक्षाधीन',
  Approved: 'अनुमोदित',
  Rejected: 'अस्वीकृत',
  Verified: 'सत्यापित',
  'Under Review by Appraisal Committee': 'मूल्यांकन समिति द्वारा समीक्षाधीन',
  Accepted: 'स्वीकृत',
  'Challenge Method': 'चुनौती पद्धति',
  'Open Innovation': 'मुक्त नवाचार',
  'Steel Startup Accelerator': 'इस्पात स्टार्टअप त्वरक',
  Fund: 'वित्तपोषित करें',
  'Fund with changes': 'परिवर्तनों के साथ वित्तपोषित करें',
  'Do not fund': 'वित्तपोषित न करें',
  'At approval and the signed agreement': 'अनुमोदन और हस्ताक्षरित करार पर',
  'At validated milestones: every milestone due by the project midpoint accepted': 'सत्यापित उपलब्धियों पर: परियोजना के मध्य बिंदु तक देय प्रत्येक उपलब्धि स्वीकृत',
  'At completion: the final milestone report accepted': 'समापन पर: अंतिम उपलब्धि की रिपोर्ट स्वीकृत',
  'problem statement': 'समस्या विवरण',
  'research idea': 'अनुसंधान विचार',
  'innovative solution': 'नवोन्मेषी समाधान',
  'Open Innovation proposal': 'मुक्त नवाचार प्रस्ताव',
  'Steel Startup Accelerator proposal': 'इस्पात स्टार्टअप त्वरक प्रस्ताव',
  'Challenge Method proposal': 'चुनौती पद्धति प्रस्ताव',
  Unknown: 'अज्ञात',
  'Relevance to the steel sector and the mission’s focus areas': 'इस्पात क्षेत्र और मिशन के फ़ोकस क्षेत्रों से प्रासंगिकता',
  'Does the proposal answer a real need of Indian steel making, and one of the mission’s focus areas or the challenge it responds to?':
    'क्या प्रस्ताव भारतीय इस्पात निर्माण की किसी वास्तविक आवश्यकता, और मिशन के किसी फ़ोकस क्षेत्र या उस चुनौती को पूरा करता है जिसका यह उत्तर है?',
  'Technical merit and novelty': 'तकनीकी गुणवत्ता और नवीनता',
  'Is the science or engineering sound, and does it go beyond what is already done or on the market?':
    'क्या विज्ञान या अभियांत्रिकी ठोस है, और क्या यह पहले से किए गए कार्य या बाज़ार में उपलब्ध समाधानों से आगे जाता है?',
  'Feasibility of the plan': 'योजना की व्यवहार्यता',
  'Are the method, milestones, time and budget realistic, and are the risks named with a way to handle them?':
    'क्या पद्धति, उपलब्धियाँ, समय और बजट यथार्थवादी हैं, और क्या जोखिमों के साथ उनसे निपटने का उपाय बताया गया है?',
  'Team and partners': 'दल और भागीदार',
  'Do the applicant and the named partners have the skills, facilities and track record to deliver it?':
    'क्या आवेदक और नामित भागीदारों के पास इसे पूरा करने के लिए कौशल, सुविधाएँ और सिद्ध अनुभव है?',
  'Impact and value for money': 'प्रभाव और व्यय का औचित्य',
  'What will change for the sector if it succeeds (cost, energy, emissions, jobs), and is that worth the funding asked?':
    'सफल होने पर क्षेत्र के लिए क्या बदलेगा (लागत, ऊर्जा, उत्सर्जन, रोज़गार), और क्या यह माँगे गए वित्तपोषण के योग्य है?',
};
