import type { Translation } from '../../../lib/i18n';
import type { projectBoxesEn } from './en';

export const projectBoxesHi: Translation<typeof projectBoxesEn> = {
  mine: {
    title: 'मेरी परियोजनाएँ',
    caption: 'आपकी वित्तपोषित परियोजनाएँ: अनुदान, जारी राशि, अगली उपलब्धि और अगली देय रिपोर्ट',
    empty: 'अभी कोई वित्तपोषित परियोजना नहीं। जब मिशन आपका कोई वित्तपोषण प्रस्ताव अनुमोदित कर उसकी परियोजना स्थापित करेगा, तो वह यहाँ दिखाई देगी।',
    project: 'परियोजना',
    grant: 'अनुदान',
    released: 'जारी',
    nextMilestone: 'अगली उपलब्धि',
    nextReport: 'अगली देय रिपोर्ट',
    none: 'कोई नहीं',
    overdue: 'विलंबित',
    milestone: 'उपलब्धि {{n}}: {{title}}, नियत तिथि {{date}}',
    report: '{{what}}, नियत तिथि {{date}}',
    milestoneReport: 'उपलब्धि {{n}} की रिपोर्ट',
    quarterlyReport: 'प्रगति रिपोर्ट {{quarter}}',
    withdrawn: 'वापस लिया गया',
    withdrawnNote: 'वित्तपोषण वापस लिया गया: अब न कुछ जारी होगा, न कुछ देय है।',
  },
  figures: {
    title: 'वित्तपोषित परियोजनाएँ',
    sanctioned: 'स्वीकृत',
    released: 'जारी',
    pending: 'लंबित',
    withdrawn: '{{count}} वापस ली गई परियोजना(एँ): {{amount}} रद्द, स्वीकृत राशि में नहीं गिना गया',
    projects: '{{count}} परियोजनाएँ',
    projects_one: '1 परियोजना',
    open: 'परियोजनाओं की सूची खोलें',
    chartTitle: 'तिमाही अनुसार निर्मुक्तियाँ',
    chartTable: 'तिमाही अनुसार निर्मुक्तियाँ, तालिका के रूप में',
    quarter: 'तिमाही',
    amount: 'जारी',
    noReleases: 'अभी कोई किस्त जारी नहीं की गई।',
  },
};
