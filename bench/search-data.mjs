// 100 000 proposals generated in SQL: every kind (90% Steelcollab, 10% funding), every status, text
// assembled from steel-sector vocabulary. 'steel' is in almost every row (the common word);
// 'vanadium' is in the abstract of one row in 10 000 (the rare word), all of them public posts.
export const BENCH_API_KEY = 'bench-public-api-key-0123456789';
export const COMMON_WORD = 'steel';
export const RARE_WORD = 'vanadium';

export const OWNER_SQL = `insert into users (email, name, phone, password_hash, status, is_email_verified, organization, organization_category, designation)
values ('bench.owner@example.in', 'Bench Owner', '+91 90000 00000', 'x', 'APPROVED', true, 'Bench Steel', 'Industry', 'Manager')
on conflict do nothing`;

/**
 * 1 000 distinct search words in Zipf rank order, for the search without its cache: every third rank
 * (while they last) a word of the generated text's vocabulary, found in 1 row of 12 to 1 of 20 (common),
 * the others a yearly production figure, found in about 1 row of 900 (rare), or after those a word no row
 * holds. Under Zipf's law (s = 1) about a third of the searches are for a common word.
 */
export function zipfWords() {
  const vocabulary = [...new Set(VOCABULARY.flatMap((w) => w.toLowerCase().split(/[\s-]+/)).filter((w) => w.length > 3))];
  const rare = Array.from({ length: 900 }, (_, i) => String(100 + ((i * 37) % 900)));
  const list = [];
  for (let rank = 0; list.length < 1000; rank++) {
    if (rank % 3 === 0 && vocabulary.length) list.push(vocabulary.shift());
    else list.push(rare.shift() ?? `absent${rank}`);
  }
  const weights = list.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  const cumulative = weights.map((w) => (sum += w / total));
  const commons = new Set(VOCABULARY.flatMap((w) => w.toLowerCase().split(/[\s-]+/)));
  return { list, cumulative, commonShare: list.reduce((acc, w, i) => acc + (commons.has(w) ? weights[i] / total : 0), 0) };
}

/** A word drawn by its Zipf weight, from a seeded generator so every run asks the same sequence. */
export function zipfPicker(seed = 42) {
  const { list, cumulative } = zipfWords();
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const u = state / 2 ** 32;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}

const words = (list) => `(array[${list.map((w) => `'${w}'`).join(',')}])`;
const SUBJECT_WORDS = [
  'Slag',
  'Refractory',
  'Ladle',
  'Blast furnace',
  'Coke oven',
  'Sinter',
  'Caster',
  'Rolling mill',
  'Reheating furnace',
  'Converter',
  'Electric arc furnace',
  'Induction furnace',
  'Pellet plant',
  'DRI kiln',
  'Galvanising line',
  'Mill scale',
  'Flue gas',
  'Scrap yard',
  'Billet',
  'Wire rod',
];
const SUBJECT = words(SUBJECT_WORDS);
const PROBLEM_WORDS = [
  'wear',
  'emissions',
  'energy use',
  'breakouts',
  'cracking',
  'porosity',
  'dust',
  'yield loss',
  'downtime',
  'corrosion',
  'heat loss',
  'water use',
  'quality drift',
  'spares import',
  'safety incidents',
];
const PROBLEM = words(PROBLEM_WORDS);
const ACTION_WORDS = [
  'monitoring',
  'recycling',
  'modelling',
  'retrofit',
  'automation',
  'sensing',
  'optimisation',
  'coating',
  'recovery',
  'prediction',
  'indigenisation',
  'decarbonisation',
];
const ACTION = words(ACTION_WORDS);
const PLACE_WORDS = [
  'Jamshedpur',
  'Rourkela',
  'Bhilai',
  'Durgapur',
  'Bokaro',
  'Visakhapatnam',
  'Raipur',
  'Ludhiana',
  'Salem',
  'Angul',
  'Bellary',
  'Kalinganagar',
];
const PLACE = words(PLACE_WORDS);
const ORG_WORDS = [
  'Steel Works',
  'Alloys Pvt Ltd',
  'Castings',
  'Institute of Technology',
  'Research Centre',
  'Technologies',
  'Incubation Foundation',
  'Ispat Ltd',
  'Forgings',
  'Metallurgical Labs',
];
const ORG = words(ORG_WORDS);
const VOCABULARY = [...SUBJECT_WORDS, ...PROBLEM_WORDS, ...ACTION_WORDS, ...PLACE_WORDS, ...ORG_WORDS];
const FOCUS = words([
  'Decarbonization and Green Steel Innovation',
  'Circular Economy and Resource Efficiency',
  'Advanced and High-Performance Steel Development',
  'Operational Excellence',
  'Digital and Industry 4.0',
  'Indigenization of Capital goods manufacturing',
]);

export const LOAD_SQL = `
insert into proposals (user_id, category, type, status, name, email, mobile, org_type, org_name, designation, title, abstract,
  methodology, detailed_description, objectives, eligibility_criteria, focus_area, details_confirmed, terms_accepted, post_on_portal, owner_approved, created_at, updated_at)
select (select id from users where email = 'bench.owner@example.in'),
  k.category::proposal_category, k.type::proposal_type,
  (case when g % 20 = 0 then 'REJECTED' when g % 7 = 0 then 'APPROVED' else 'UNDER_REVIEW' end)::proposal_status,
  'Bench Owner', 'bench.owner@example.in', '+91 90000 00000', 'Industry',
  ${PLACE}[1 + g % 12] || ' ' || ${ORG}[1 + (g / 12) % 10], 'Manager',
  ${SUBJECT}[1 + g % 20] || ' ' || ${PROBLEM}[1 + (g / 20) % 15] || ' ' || ${ACTION}[1 + (g / 300) % 12],
  'Our ' || lower(${SUBJECT}[1 + g % 20]) || ' at ' || ${PLACE}[1 + (g / 7) % 12] || ' shows ' || ${PROBLEM}[1 + (g / 20) % 15]
    || ' that costs steel output and money every month' || case when g % 10000 = 1 then ', worse with vanadium-bearing ores' else '' end || '.',
  'Plant trials with ' || ${ACTION}[1 + (g / 3) % 12] || ' and data from the historian over six months.',
  'Production of ' || (g % 900 + 100) || ' thousand tonnes a year of steel; the ' || lower(${SUBJECT}[1 + (g / 11) % 20]) || ' runs three shifts.',
  'Cut ' || ${PROBLEM}[1 + (g / 13) % 15] || ' by a third through ' || ${ACTION}[1 + (g / 17) % 12] || '.',
  'Indian academia, research institutes and startups.',
  array[${FOCUS}[1 + g % 6], ${FOCUS}[1 + (g / 6) % 6]],
  true, true, g % 25 <> 0, true,
  now() - make_interval(mins => g), now() - make_interval(mins => g)
from generate_series(1, 100000) g
cross join lateral (select case
  when g % 10 = 9 then (array['INNOVATE', 'CHALLENGE', 'CHALLENGE'])[1 + (g / 10) % 3]
  else 'STEELCOLLAB' end as category,
  case when g % 10 = 9 then (array['FUNDING_SUPPORT', 'FUNDING_SUPPORT', 'CHALLENGE_PROPOSAL'])[1 + (g / 10) % 3]
  else (array['PROBLEM', 'RESEARCH_IDEA', 'INNOVATION'])[1 + g % 3] end as type) k`;
