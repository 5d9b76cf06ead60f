import { randomBytes } from 'node:crypto';
import { type FocusArea, FOCUS_AREAS, type OrganizationCategory, PROPOSAL_KINDS, type ProposalStatus } from '@portal/shared';
import { hashPassword } from '../../lib/password.js';
import type { Db } from '../client.js';
import { proposals, seedMarkers, users } from '../schema/index.js';

const DAY_MS = 86_400_000;
export const DEMO_STEELCOLLAB_MARKER = 'demo-steelcollab';

type DemoPoster = { name: string; email: string; organization: string; category: OrganizationCategory; designation: string; phone: string };

/** Demo organisations and their contact people (addresses on example.in: no real mailbox is written to). */
const POSTERS = {
  msme: {
    name: 'Rakesh Agarwal',
    email: 'rakesh.agarwal@demo-raipur-castings.example.in',
    organization: 'Raipur Alloy Castings Pvt Ltd',
    category: 'MSME',
    designation: 'Managing Director',
    phone: '+91 94252 10001',
  },
  industry: {
    name: 'Sunita Mohanty',
    email: 'sunita.mohanty@demo-kalinga-steel.example.in',
    organization: 'Kalinga Integrated Steel Ltd',
    category: 'Industry',
    designation: 'General Manager, R&D',
    phone: '+91 94370 10002',
  },
  academia: {
    name: 'Dr. Venkatesh Iyer',
    email: 'venkatesh.iyer@demo-nit.example.in',
    organization: 'National Institute of Technology, Tiruchirappalli (demo)',
    category: 'Academia',
    designation: 'Professor, Metallurgical Engineering',
    phone: '+91 94431 10003',
  },
  institute: {
    name: 'Dr. Farah Qureshi',
    email: 'farah.qureshi@demo-ironlab.example.in',
    organization: 'Eastern Iron and Steel Research Centre',
    category: 'Reasearch Institute',
    designation: 'Principal Scientist',
    phone: '+91 94330 10004',
  },
  startup: {
    name: 'Aditya Kulkarni',
    email: 'aditya.kulkarni@demo-slagtech.example.in',
    organization: 'SlagSense Technologies',
    category: 'Startup',
    designation: 'Co-founder and CTO',
    phone: '+91 98220 10005',
  },
  incubator: {
    name: 'Meera Pillai',
    email: 'meera.pillai@demo-forge-incubator.example.in',
    organization: 'Forge Steel Incubation Foundation',
    category: 'Incubator',
    designation: 'Programme Director',
    phone: '+91 98470 10006',
  },
} as const satisfies Record<string, DemoPoster>;

type Poster = keyof typeof POSTERS;
/** title, abstract (the problem or the idea), the longer text, focus areas (indexes into FOCUS_AREAS), poster, approved. */
type DemoPost = [title: string, abstract: string, details: string, focus: number[], poster: Poster, approved: boolean];

const PROBLEMS: readonly DemoPost[] = [
  [
    'Free lime makes our LD slag swell in road sub-base',
    'Our BOF slag carries 6–9 per cent free lime and fails the volume-expansion test for road sub-base, so 40 000 tonnes a year go to the dump.',
    'We can offer slag samples, a weathering yard of two hectares and plant data on slag chemistry per heat.',
    [1, 2],
    'industry',
    true,
  ],
  [
    'Ladle refractory life has fallen below 60 heats',
    'Magnesia-carbon ladle linings wear out at the slag line after 55–60 heats since we moved to higher-alumina ores.',
    'We need a lining or slag-conditioning practice that restores 80 heats; trial ladles and wear measurements are available.',
    [3, 2],
    'industry',
    false,
  ],
  [
    'Hot-metal silicon swings upset converter blowing',
    'Silicon in hot metal varies between 0.4 and 1.1 per cent within a shift, which upsets lime additions and blow end-point at the converter.',
    'Historian data for two years from one blast furnace can be shared under a data agreement.',
    [4, 3],
    'industry',
    true,
  ],
  [
    'Mill scale and oily sludge pile up at our rolling mill',
    'A re-rolling mill of 150 000 tpa generates 2 500 tonnes of oily mill scale a year with no outlet other than a landfill.',
    'We look for a low-cost de-oiling and briquetting route that lets the scale go back to a sinter plant or an induction furnace.',
    [1],
    'msme',
    false,
  ],
  [
    'Induction furnace power use is 15 per cent above benchmark',
    'Our 12 t induction furnaces use 720 kWh per tonne against a benchmark near 620, mostly from long tap-to-tap times and cold charge.',
    'We seek charge preheating, scrap preparation or power-profile control proven in Indian induction-furnace shops.',
    [0, 3],
    'msme',
    true,
  ],
  [
    'Porosity rejects in ductile iron castings',
    'Gas porosity rejects 8 per cent of our ductile iron valve bodies, more in the monsoon months.',
    'Foundry data on moulding sand moisture, pouring temperature and inoculation are recorded per batch.',
    [3, 2],
    'msme',
    false,
  ],
  [
    'Coke oven door leaks and emissions',
    'Door and lid leakage on an ageing battery keeps us near the emission limits and costs coke yield.',
    'We need sealing designs or monitoring that can be retrofitted during routine maintenance without a battery shutdown.',
    [0, 3],
    'industry',
    false,
  ],
  [
    'Imported roll-grinding spares and long lead times',
    'Spares for our roll grinders come from one overseas supplier with lead times of 20 weeks.',
    'We want Indian manufacturers able to reverse-engineer and supply spindles, wheel heads and controls with a warranty.',
    [5],
    'industry',
    true,
  ],
  [
    'Waste heat from reheating furnace flue gas',
    'Flue gas leaves our pusher-type reheating furnace at 550 °C after the recuperator.',
    'A compact heat-recovery unit that pays back in under three years, for a site with little space, is wanted.',
    [0, 1],
    'msme',
    false,
  ],
  [
    'Predicting breakouts on an ageing slab caster',
    'Our slab caster sees three to four sticker breakouts a year; the thermocouple-based system raises many false alarms.',
    'Mould thermocouple data at one-second resolution and breakout records for five years are available.',
    [4, 3],
    'industry',
    true,
  ],
  [
    'Dust from the sinter plant electrostatic precipitator',
    'ESP dust rich in potassium chloride cannot be recycled to the sinter strand and is stockpiled.',
    'We look for leaching or other routes that recover potash and return the iron units.',
    [1, 0],
    'industry',
    false,
  ],
  [
    'Weld cracking in high-strength structural plate',
    'Customers report heat-affected-zone cracking when welding our 550 MPa plates in thick sections.',
    'We need help with a chemistry and processing window that keeps strength and improves weldability without costly alloying.',
    [2],
    'msme',
    true,
  ],
];

const RESEARCH: readonly DemoPost[] = [
  [
    'Hydrogen plasma reduction of Indian iron ore fines',
    'A bench-scale hydrogen plasma smelting route for high-alumina Indian fines without agglomeration.',
    'Laboratory results show 95 per cent metallisation in minutes; we seek an industry partner for a 50 kg pilot.',
    [0, 2],
    'academia',
    true,
  ],
  [
    'Carbonation curing of steel slag aggregates',
    'Accelerated carbonation that binds free lime in BOF slag and captures CO2 from flue gas at the same time.',
    'We have reached the volume-stability limit for road aggregates at laboratory scale and plan a 10-tonne trial.',
    [1, 0],
    'institute',
    false,
  ],
  [
    'Machine learning for hot-metal silicon prediction',
    'A physics-informed model that predicts hot-metal silicon two casts ahead from historian data.',
    'A prototype trained on public data reaches 0.04 per cent error; plant data are needed to validate it.',
    [4, 3],
    'academia',
    false,
  ],
  [
    'Nano-precipitate strengthened weathering steel',
    'Copper and niobium nano-precipitates for a weathering steel of 600 MPa yield for railway wagons.',
    'Heats of 50 kg have been rolled and tested; corrosion trials on a test track are planned.',
    [2],
    'institute',
    true,
  ],
  [
    'Biochar as a partial coke substitute in blast furnaces',
    'Torrefied agricultural residue as a tuyere injectant to cut coke rate and fossil CO2.',
    'Combustion tests in a tuyere simulator show burnout comparable to pulverised coal.',
    [0, 1],
    'academia',
    false,
  ],
  [
    'Digital twin of a billet reheating furnace',
    'A reduced-order thermal model that runs in real time and sets zone temperatures to save fuel.',
    'The model is validated on a 60 tph furnace with embedded thermocouple trials.',
    [4, 0],
    'institute',
    true,
  ],
  [
    'Recovery of zinc from galvanising ash and EAF dust',
    'A hydrometallurgical route that recovers zinc oxide and returns an iron-rich residue.',
    'Leaching and solvent extraction work at litre scale; a continuous rig is being built.',
    [1],
    'academia',
    false,
  ],
  [
    'Indigenous design of mould oscillators for casters',
    'A hydraulic mould oscillator designed and made in India with open control software.',
    'A prototype runs on a test bench; we seek a caster for an in-plant trial.',
    [5, 3],
    'institute',
    false,
  ],
  [
    'Hydrogen embrittlement of pipeline steels for green hydrogen',
    'Test methods and microstructures that make API steels tolerate hydrogen service.',
    'Slow strain-rate tests in hydrogen at 100 bar are available in our laboratory.',
    [2, 0],
    'academia',
    true,
  ],
  [
    'Acoustic monitoring of slag foaming in electric arc furnaces',
    'Microphone arrays and signal processing that tell foaming slag from bare arcs.',
    'Measurements from a 30 t EAF show a clear signature; control trials need a plant partner.',
    [4, 3],
    'institute',
    false,
  ],
  [
    'Low-nickel austenitic stainless steels from Indian chromite',
    'Manganese and nitrogen alloyed grades that use domestic ferroalloys.',
    'Alloy design is complete; hot-workability trials in an MSME mill are proposed.',
    [2, 5],
    'academia',
    true,
  ],
  [
    'Red mud and steel slag geopolymer bricks',
    'Building bricks from alumina red mud and steel slag that meet Indian standards without firing.',
    'Brick strength of 10 MPa is reached; durability tests are ongoing.',
    [1],
    'institute',
    false,
  ],
];

const SOLUTIONS: readonly DemoPost[] = [
  [
    'SlagSense: inline free-lime analyser for steel slag',
    'A laser-induced breakdown spectroscopy probe that measures free lime on the slag conveyor in seconds.',
    'Field-tested at one plant for six months; it sorts slag for road use and cuts laboratory work.',
    [1, 4],
    'startup',
    true,
  ],
  [
    'Vision-based scrap grading at the weighbridge',
    'Cameras and a trained model that grade incoming scrap loads and flag tramp copper.',
    'Deployed at two induction-furnace shops; grading disputes with suppliers fell sharply.',
    [4, 1],
    'startup',
    false,
  ],
  [
    'Retrofit regenerative burners for MSME reheating furnaces',
    'Compact paired regenerative burners sized for 10–30 tph furnaces in re-rolling mills.',
    'Fuel savings of 25 per cent measured at a Punjab mill; payback near 18 months.',
    [0, 3],
    'incubator',
    true,
  ],
  [
    'Wireless thermocouple lances for ladle temperature',
    'Battery-free lances that send temperature and oxygen readings to the shop-floor system.',
    'Prototypes tested in a 60 t ladle furnace; certification is in progress.',
    [4, 5],
    'startup',
    false,
  ],
  [
    'Graphene-enhanced refractory coating',
    'A coating that slows slag penetration into magnesia-carbon bricks.',
    'Laboratory corrosion tests show 30 per cent less wear; plant trials in one ladle are planned.',
    [2, 3],
    'startup',
    true,
  ],
  [
    'Predictive maintenance kit for rolling mill gearboxes',
    'Vibration and oil sensors with an edge box that warns weeks before a gearbox failure.',
    'Installed on 40 gearboxes across three mills with four failures caught early.',
    [4, 3],
    'incubator',
    false,
  ],
  [
    'Mill scale to iron powder by hydrogen reduction',
    'A modular unit that turns oily mill scale into iron powder for welding electrodes.',
    'A 200 kg per day unit runs at an incubator; the powder meets electrode-grade specifications.',
    [1, 0],
    'startup',
    true,
  ],
  [
    'Made-in-India roll grinder retrofit controller',
    'A CNC controller and software that replace obsolete imported roll-grinder controls.',
    'Two grinders retrofitted in six days each, with spares held in India.',
    [5, 4],
    'incubator',
    false,
  ],
  [
    'Solar-thermal preheating of scrap',
    'Concentrated solar air heaters that preheat scrap baskets to 300 °C before charging.',
    'A pilot at an induction-furnace shop in Gujarat saved 60 kWh per tonne.',
    [0],
    'startup',
    false,
  ],
  [
    'Carbon accounting platform for steel plants',
    'Software that computes product carbon footprints per heat for customers and carbon markets.',
    'Used by three MSMEs to answer buyer questionnaires; aligned with Indian carbon market rules.',
    [0, 4],
    'incubator',
    true,
  ],
  [
    'Low-cost dust suppression with fog cannons',
    'Dry-fog nozzles and controls for raw material yards and conveyor transfer points.',
    'Water use is a tenth of conventional sprinklers; dust readings fell below limits at two sites.',
    [3, 1],
    'startup',
    false,
  ],
  [
    'Drone inspection of blast furnace stoves and stacks',
    'Thermal-camera drones and software that map hot spots on stoves and stacks without scaffolding.',
    'Inspections done at four plants; reports are ready within a day.',
    [4, 3],
    'startup',
    true,
  ],
];

/** The kind's own fields: problems have eligibility and detail; ideas and solutions stage, method, objectives. */
function columnsFor(kind: 'problem' | 'research' | 'solution', [title, abstract, details]: DemoPost) {
  if (kind === 'problem') {
    return {
      title,
      abstract,
      detailedDescription: details,
      eligibilityCriteria: 'Indian research institutes, academia and startups with relevant pilot or plant experience.',
    };
  }
  return {
    title,
    abstract,
    detailedDescription: details,
    methodology:
      kind === 'research'
        ? 'Laboratory experiments, modelling and a staged pilot with an industry partner.'
        : 'Field deployment with a partner plant, measured against a baseline for three months.',
    currentStage: kind === 'research' ? 'Laboratory-scale' : 'Pilot-scale',
    objectives:
      kind === 'research'
        ? 'Validate the results at pilot scale and publish a plant-ready practice.'
        : 'Scale the solution to more plants and reach a payback under two years.',
  };
}

/**
 * Creates the demo Steelcollab posts (a dozen of each kind, under review or approved, on the portal)
 * from demo organisations, once: the marker is inserted in the same transaction (see demo-challenges.ts).
 * Demo users get a random password nobody knows. Returns whether it created them.
 */
export async function seedDemoSteelcollab(db: Db, now: Date = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword('owasp', randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    const [marker] = await tx.insert(seedMarkers).values({ name: DEMO_STEELCOLLAB_MARKER }).onConflictDoNothing().returning();
    if (!marker) return false;
    const ids = new Map<Poster, string>();
    for (const [key, p] of Object.entries(POSTERS) as [Poster, DemoPoster][]) {
      const [row] = await tx
        .insert(users)
        .values({
          email: p.email,
          name: p.name,
          phone: p.phone,
          passwordHash,
          status: 'APPROVED',
          isEmailVerified: true,
          termsAcceptedAt: now,
          organization: p.organization,
          organizationCategory: p.category,
          designation: p.designation,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) ids.set(key, row.id);
    }
    let n = 0;
    for (const [kindId, posts] of [
      ['problem', PROBLEMS],
      ['research', RESEARCH],
      ['solution', SOLUTIONS],
    ] as const) {
      const kind = PROPOSAL_KINDS[kindId];
      for (const post of posts) {
        const poster = POSTERS[post[4]];
        const userId = ids.get(post[4]);
        if (!userId) continue;
        // Spread over the last 90 days, newest last, so the lists have a realistic order.
        const createdAt = new Date(now.getTime() - (90 - n++ * 2.4) * DAY_MS);
        const status: ProposalStatus = post[5] ? 'APPROVED' : 'UNDER_REVIEW';
        await tx.insert(proposals).values({
          userId,
          category: kind.category,
          type: kind.type,
          status,
          name: poster.name,
          email: poster.email,
          mobile: poster.phone,
          orgType: poster.category,
          orgName: poster.organization,
          designation: poster.designation,
          ...columnsFor(kindId, post),
          focusArea: post[3].map((i) => FOCUS_AREAS[i] as FocusArea),
          detailsConfirmed: true,
          termsAccepted: true,
          postOnPortal: true,
          // The demo posters are approved accounts.
          ownerApproved: true,
          createdAt,
          submittedAt: createdAt,
          updatedAt: createdAt,
        });
      }
    }
    return true;
  });
}
