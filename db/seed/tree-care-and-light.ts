import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

const laserStandard = 'NS-EN 60825-1:2014'

export const cosmetics: RootSeed = {
  navn: 'Kosmetikk og personlig pleie',
  shape: 'pump',
  authority: 'Mattilsynet',
  lov: laws.mat,
  forskrift: regulations.kosmetikk,
  naeringsKode: '47.750 Butikkhandel med kosmetikk og toalettartikler',
  trade: 'Cosmetics',
  powered: false,
  proffRate: 0.03,
  colours: [],
  consumable: true,
  branches: [
    {
      navn: 'Hudpleie',
      leaves: [
        {
          navn: 'Kremer og lotion',
          types: ['Ansiktskrem', 'Bodylotion', 'Håndkrem', 'Dagkrem'],
          variants: ['50 ml', '200 ml', 'parfymefri'],
          shape: 'jar',
          risks: ['Kjemisk', 'Mikrobiologisk'],
          substances: ['konserveringsmiddelet MIT', 'hydrokinon', 'nitrosaminer'],
        },
        {
          navn: 'Solkrem',
          types: ['Solkrem', 'Solspray', 'Solkrem for barn'],
          variants: ['SPF 30', 'SPF 50', '150 ml'],
          shape: 'pump',
          risks: ['Stråling', 'Kjemisk'],
          standard: 'NS-EN ISO 24444:2019',
          hazards: {
            Stråling:
              'Solbeskyttelsesfaktoren er lavere enn det som står på emballasjen, og brukeren kan bli solbrent.',
          },
          substances: ['benzofenon-3', 'oktokrylen'],
        },
        {
          navn: 'Hudblekende produkter',
          types: ['Hudblekende krem', 'Blekekrem', 'Pigmentkrem'],
          variants: ['30 g', '50 g'],
          shape: 'jar',
          risks: ['Kjemisk'],
          substances: ['kvikksølv', 'hydrokinon', 'klobetasolpropionat'],
        },
      ],
    },
    {
      navn: 'Hårpleie',
      leaves: [
        {
          navn: 'Hårfarge',
          types: ['Hårfarge', 'Hennafarge', 'Toningssjampo'],
          variants: ['nyanse 4.0', 'nyanse 6.3', 'nyanse 8.1'],
          shape: 'pump',
          risks: ['Kjemisk'],
          substances: ['p-fenylendiamin (PPD)', 'resorcinol'],
        },
        {
          navn: 'Sjampo og balsam',
          types: ['Sjampo', 'Balsam', 'Tørrsjampo'],
          variants: ['250 ml', '500 ml', 'for barn'],
          shape: 'pump',
          risks: ['Mikrobiologisk', 'Kjemisk'],
          substances: ['konserveringsmiddelet MIT', 'formaldehyd'],
        },
      ],
    },
    {
      navn: 'Sminke og negler',
      leaves: [
        {
          navn: 'Leppestift og lipgloss',
          types: ['Leppestift', 'Lipgloss', 'Leppepomade'],
          variants: ['4 g', 'matt', 'for barn'],
          shape: 'lipstick',
          risks: ['Kjemisk'],
          colours: ['rosa', 'rød', 'lilla', 'brun'],
          substances: ['bly', 'mineraloljer (MOAH)'],
        },
        {
          navn: 'Øyensminke',
          types: ['Maskara', 'Eyeliner', 'Øyenskyggepalett'],
          variants: ['vanntett', '12 farger', 'volum'],
          shape: 'lipstick',
          risks: ['Kjemisk', 'Mikrobiologisk'],
          substances: ['bly', 'nikkel'],
        },
        {
          navn: 'Neglelakk',
          types: ['Neglelakk', 'Gellakk', { noun: 'Neglelakkfjerner', colours: [] }],
          variants: ['10 ml', 'for barn', 'hurtigtørkende'],
          shape: 'jar',
          risks: ['Kjemisk'],
          colours: ['rosa', 'rød', 'lilla', 'turkis'],
          substances: ['toluen', 'formaldehyd', 'dibutylftalat'],
        },
        {
          navn: 'Tannbleking og munnpleie',
          types: ['Tannblekingssett/n', 'Tannkrem', 'Munnskyllevann/n'],
          variants: ['35 %', '75 ml', 'mint'],
          shape: 'pump',
          risks: ['Kjemisk'],
          substances: ['hydrogenperoksid', 'natriumperborat'],
        },
      ],
    },
  ],
}

export const lightAndLaser: RootSeed = {
  navn: 'Lys og laser',
  shape: 'laser',
  authority: 'DSA',
  lov: laws.straalevern,
  forskrift: regulations.straalevern,
  naeringsKode: '47.910 Postordrehandel og handel via Internett',
  trade: 'Lighting',
  powered: true,
  proffRate: 0.08,
  colours: ['svart', 'hvit', 'sølvfarget', 'grå'],
  consumable: false,
  branches: [
    {
      navn: 'Laserprodukter',
      leaves: [
        {
          navn: 'Laserpekere',
          types: ['Laserpeker', 'Laserpenn', 'Kattelaser'],
          variants: ['klasse 3B', '1000 mW', '532 nm'],
          shape: 'laser',
          risks: ['Skade på syn', 'Stråling'],
          standard: laserStandard,
          power: 'battery',
        },
        {
          navn: 'Laserlys til fest og hage',
          types: ['Laserprojektor', 'Diskolaser', 'Hagelaser'],
          variants: ['RGB', 'med musikkstyring', 'julelys'],
          shape: 'laser',
          risks: ['Skade på syn', 'Stråling', 'Elektrisk støt'],
          standard: laserStandard,
        },
        {
          navn: 'Lasermåleverktøy',
          types: ['Laservater/n', 'Krysslaser', 'Laseravstandsmåler'],
          variants: ['30 m', '360 grader'],
          shape: 'laser',
          risks: ['Skade på syn'],
          standard: laserStandard,
          power: 'battery',
        },
      ],
    },
    {
      navn: 'UV og solarier',
      leaves: [
        {
          navn: 'Solarier',
          types: ['Solarium/n', 'Ansiktssolarium/n', 'Sollampe'],
          variants: ['UV-type 3', '1200 W'],
          shape: 'sun',
          risks: ['Stråling', 'Forbrenning'],
          standard: 'NS-EN 60335-2-27:2013',
        },
        {
          navn: 'UV-lamper',
          types: [
            'UV-neglelampe',
            'UV-desinfeksjonslampe',
            { noun: 'UV-lommelykt', power: 'battery', variants: ['395 nm'] },
          ],
          variants: ['36 W', 'LED/UV'],
          shape: 'sun',
          risks: ['Stråling', 'Skade på syn'],
          standard: 'NS-EN 62471:2008',
        },
      ],
    },
    {
      navn: 'Belysning',
      authority: 'DSB',
      lov: laws.elTilsyn,
      forskrift: regulations.elektriskUtstyr,
      leaves: [
        {
          navn: 'Lamper',
          types: ['Bordlampe', 'Taklampe', 'Gulvlampe', 'Vegglampe'],
          variants: ['E27', 'LED', 'dimbar'],
          shape: 'bulb',
          risks: ['Brann', 'Elektrisk støt'],
          standard: 'NS-EN 60598-1:2015',
        },
        {
          navn: 'Lyslenker og julebelysning',
          types: ['Lysslynge', 'Adventsstake', 'Lysgardin', 'Julestjerne'],
          variants: ['80 LED', '10 m', 'innendørs'],
          shape: 'bulb',
          risks: ['Brann', 'Elektrisk støt'],
          standard: 'NS-EN 60598-2-20:2015',
        },
        {
          navn: 'Lyspærer',
          types: ['LED-pære', 'Lysrør/n', 'Smartpære'],
          variants: ['E14', 'GU10', '9 W'],
          shape: 'bulb',
          risks: ['Brann', 'Elektrisk støt', 'Skade på syn'],
          standard: 'NS-EN 62560:2012',
        },
      ],
    },
  ],
}
