import { addTranslations } from '../../lib/i18n';

/** The words of the project boxes the dashboards show (namespace 'projectBoxes'). */
addTranslations('projectBoxes', {
  mine: {
    title: 'My projects',
    caption: 'Your funded projects: the grant, what is released, the next milestone and the next report due',
    empty: 'No funded project yet. When the mission approves a funding proposal of yours and sets up its project, it appears here.',
    project: 'Project',
    grant: 'Grant',
    released: 'Released',
    nextMilestone: 'Next milestone',
    nextReport: 'Next report due',
    none: 'None',
    overdue: 'overdue',
    milestone: 'Milestone {{n}}: {{title}}, due {{date}}',
    report: '{{what}}, due {{date}}',
    milestoneReport: 'Milestone {{n}} report',
    quarterlyReport: 'Progress report {{quarter}}',
  },
  figures: {
    title: 'Funded projects',
    sanctioned: 'Sanctioned',
    released: 'Released',
    pending: 'Pending',
    projects: '{{count}} projects',
    projects_one: '1 project',
    open: 'Open the Projects list',
    chartTitle: 'Releases by quarter',
    chartTable: 'Releases by quarter as a table',
    quarter: 'Quarter',
    amount: 'Released',
    noReleases: 'No tranche released yet.',
  },
});
