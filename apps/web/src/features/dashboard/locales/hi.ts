import type { Translation } from '../../../lib/i18n';
import type { dashboardEn } from './en';

export const dashboardHi: Translation<typeof dashboardEn> = {
  welcome: 'स्वागत है, {{name}}',
  startApplication: 'नया आवेदन शुरू करें',
  currentChallenges: 'वर्तमान चुनौतियाँ',
  quickLinks: 'यहाँ से शुरू करें',
  myProposals: 'मेरे प्रस्ताव',
  myProposalsCaption: 'योजना और स्थिति के अनुसार आपके प्रस्ताव; प्रत्येक संख्या उसकी सूची खोलती है',
  scheme: 'योजना',
  countLink: '{{scheme}} में {{count}} {{status}}',
  schemes: { steelCollabs: 'स्टीलकोलैब', openInnovation: 'मुक्त नवाचार', startup: 'इस्पात स्टार्टअप त्वरक', challenge: 'चुनौती पद्धति' },
  statuses: { UNDER_REVIEW: 'समीक्षाधीन', APPROVED: 'अनुमोदित', REJECTED: 'अस्वीकृत' },
  next: {
    title: 'आपके अगले कदम',
    completeProfile: 'अपनी प्रोफ़ाइल पूरी करें: आपके संगठन का विवरण और दो पीडीएफ़ दस्तावेज़ (सरकार द्वारा जारी पहचान पत्र और संगठन का दस्तावेज़)।',
    completeProfileLink: 'अपनी प्रोफ़ाइल पूरी करें',
    awaitingApproval: 'आपका खाता मिशन के प्रशासकों के अनुमोदन की प्रतीक्षा में है; समीक्षा होने पर आपको मेल प्राप्त होगा।',
    seeProfile: 'अपनी प्रोफ़ाइल देखें',
    rejected: 'आपका खाता अनुमोदित नहीं हुआ: आप पढ़ सकते हैं, पर जमा या पोस्ट नहीं कर सकते। प्रशासकों के स्पष्टीकरण आपकी प्रोफ़ाइल पर हैं।',
    seeClarifications: 'अपनी प्रोफ़ाइल खोलें',
  },
};
