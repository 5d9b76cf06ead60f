/**
 * The mission's numbers (architecture "In the open"): ONE registry of metrics that the admin dashboard,
 * `GET /admin/metrics` and the public `/impact` page all read, so one number never differs between
 * screens. Each metric: its key, its label and definition in English and Hindi, its unit, how the server
 * computes it (in SQL, modules rounds and projects), and whether the public sees it. Decision 260.
 */
export const METRIC_UNITS = ['count', 'days', 'inr', 'share'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];
export const METRIC_GROUPS = ['round', 'money'] as const;
export type MetricGroup = (typeof METRIC_GROUPS)[number];

export type MetricDefinition = {
  key: string;
  /** round: per scheme and per round (proposals); money: per focus area and per organisation category (funded projects). */
  group: MetricGroup;
  label: { en: string; hi: string };
  definition: { en: string; hi: string };
  unit: MetricUnit;
  /** How the server computes it, for whoever checks a figure. */
  computation: string;
  public: boolean;
};

/** A figure drawn from fewer than this many proposals or projects is not published (`/impact` says "fewer than 5"). */
export const METRIC_SUPPRESSION_THRESHOLD = 5;
/** The answer's mark for a suppressed figure: the value itself never leaves the server. */
export const FEWER_THAN_5 = 'FEWER_THAN_5' as const;
/**
 * The answer's mark for a figure withheld although drawn from 5 or more (complementary suppression,
 * decision 288): a published total less the shown figures beside it would otherwise give a figure marked
 * FEWER_THAN_5. Its value never leaves the server either; it is not "fewer than 5", and the page says so.
 */
export const WITHHELD = 'WITHHELD' as const;

export const METRICS = [
  {
    key: 'submitted',
    group: 'round',
    label: { en: 'Submitted', hi: 'प्रस्तुत' },
    definition: {
      en: 'Proposals submitted to an evaluation round. A proposal deferred to a later round counts in each round it joined, and once in its scheme.',
      hi: 'किसी मूल्यांकन दौर में प्रस्तुत प्रस्ताव। अगले दौर में स्थगित प्रस्ताव हर उस दौर में गिना जाता है जिसमें वह शामिल हुआ, और अपनी योजना में एक बार।',
    },
    unit: 'count',
    computation: 'count of round_entries (per scheme: the current entries, one per proposal)',
    public: true,
  },
  {
    key: 'reviewed',
    group: 'round',
    label: { en: 'Reviewed', hi: 'समीक्षित' },
    definition: {
      en: 'Of those, proposals with at least one submitted peer review.',
      hi: 'उनमें से वे प्रस्ताव जिनकी कम से कम एक सहकर्मी समीक्षा जमा हो चुकी है।',
    },
    unit: 'count',
    computation: 'entries whose proposal has a review_summaries row',
    public: true,
  },
  {
    key: 'funded',
    group: 'round',
    label: { en: 'Funded', hi: 'वित्तपोषित' },
    definition: {
      en: 'Proposals the committee decided to fund (with or without conditions), counted once the round’s decisions are released.',
      hi: 'वे प्रस्ताव जिन्हें समिति ने वित्तपोषित करने का निर्णय लिया (शर्तों सहित या बिना), दौर के निर्णय जारी होने के बाद गिने गए।',
    },
    unit: 'count',
    computation: 'entries with decision FUND or FUND_WITH_CONDITIONS in a round with released_at set',
    public: true,
  },
  {
    key: 'medianDaysToDecision',
    group: 'round',
    label: { en: 'Median days to decision', hi: 'निर्णय तक मध्य दिन' },
    definition: {
      en: 'The median number of days from a proposal’s submission to the release of the committee’s decision on it (fund or decline; a deferral is not a decision).',
      hi: 'किसी प्रस्ताव के प्रस्तुत होने से उस पर समिति के निर्णय (वित्तपोषण या अस्वीकृति; स्थगन निर्णय नहीं है) के जारी होने तक के दिनों की माध्यिका।',
    },
    unit: 'days',
    computation:
      'percentile_cont(0.5) of (rounds.released_at − proposals.submitted_at) in days over entries with FUND, FUND_WITH_CONDITIONS or DECLINE in released rounds',
    public: true,
  },
  {
    key: 'reviewCoverage',
    group: 'round',
    label: { en: 'Review coverage', hi: 'समीक्षा कवरेज' },
    definition: {
      en: 'Of the proposals of rounds past their cut-off, the share with at least two submitted reviews (what the committee decides on without a written reason).',
      hi: 'कट-ऑफ बीत चुके दौरों के प्रस्तावों में से उनका हिस्सा जिनकी कम से कम दो समीक्षाएँ जमा हैं।',
    },
    unit: 'share',
    computation: 'entries with review_summaries.review_count ≥ 2 ÷ entries, over rounds whose cut-off day has passed in India',
    public: false,
  },
  {
    key: 'onTimeShare',
    group: 'round',
    label: { en: 'Reviews on time', hi: 'समय पर समीक्षाएँ' },
    definition: {
      en: 'Of the submitted reviews of these proposals, the share submitted on or before their due date (India time).',
      hi: 'इन प्रस्तावों की जमा समीक्षाओं में से वह हिस्सा जो नियत तिथि (भारतीय समय) तक जमा हुआ।',
    },
    unit: 'share',
    computation: 'submitted review_assignments with submitted_at (Asia/Kolkata) on or before due_date ÷ submitted review_assignments',
    public: false,
  },
  {
    key: 'projects',
    group: 'money',
    label: { en: 'Funded projects', hi: 'वित्तपोषित परियोजनाएँ' },
    definition: {
      en: 'Funded projects whose agreement is signed (those on the public list). A project with several focus areas counts under each.',
      hi: 'वे वित्तपोषित परियोजनाएँ जिनका करार हस्ताक्षरित है (सार्वजनिक सूची वाली)। कई फोकस क्षेत्रों वाली परियोजना हर क्षेत्र में गिनी जाती है।',
    },
    unit: 'count',
    computation: 'projects with agreement_uploaded_at set and a reference',
    public: true,
  },
  {
    key: 'committed',
    group: 'money',
    label: { en: 'Committed', hi: 'प्रतिबद्ध राशि' },
    definition: {
      en: 'The grants of those projects in rupees; a withdrawn project counts only what was released before it was withdrawn.',
      hi: 'उन परियोजनाओं का अनुदान (रुपये में); वापस ली गई परियोजना का केवल वापसी से पहले जारी हिस्सा गिना जाता है।',
    },
    unit: 'inr',
    computation: 'sum(projects.grant − cancelled), the sanctioned total of the projects list, over public projects',
    public: true,
  },
  {
    key: 'released',
    group: 'money',
    label: { en: 'Released', hi: 'जारी राशि' },
    definition: {
      en: 'The tranches released to those projects in rupees.',
      hi: 'उन परियोजनाओं को जारी की गई किश्तें (रुपये में)।',
    },
    unit: 'inr',
    computation: 'sum(project_tranches.amount) over public projects',
    public: true,
  },
] as const satisfies readonly MetricDefinition[];

export type MetricKey = (typeof METRICS)[number]['key'];
export type RoundMetricKey = Extract<(typeof METRICS)[number], { group: 'round' }>['key'];
export type MoneyMetricKey = Extract<(typeof METRICS)[number], { group: 'money' }>['key'];
export const METRIC_KEYS = METRICS.map((m) => m.key) as MetricKey[];
export const PUBLIC_METRIC_KEYS = METRICS.filter((m) => m.public).map((m) => m.key) as MetricKey[];
export const metricOf = (key: MetricKey): MetricDefinition => METRICS.find((m) => m.key === key)!;

/** A figure as sent: a number, null when there is nothing to measure yet (no decision), or a suppressed figure's mark. */
export type MetricFigure = number | null | typeof FEWER_THAN_5 | typeof WITHHELD;

/**
 * The public's form of a figure drawn from `base` proposals or projects: from 1 to 4 it is the mark,
 * never the value (0 stays 0: it says nothing about anyone).
 */
export function suppressSmall(value: number | null, base: number): MetricFigure {
  return base > 0 && base < METRIC_SUPPRESSION_THRESHOLD ? FEWER_THAN_5 : value;
}
