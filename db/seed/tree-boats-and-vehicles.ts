import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

export const boatsAndSea: RootSeed = {
  navn: 'Båt og sjø',
  shape: 'boat',
  authority: 'Sdir',
  lov: laws.fritidsbaat,
  forskrift: regulations.fritidsbaater,
  naeringsKode: '47.642 Butikkhandel med båter og båtutstyr',
  trade: 'Marine',
  powered: false,
  proffRate: 0.04,
  colours: ['hvit', 'grå', 'blå', 'rød'],
  consumable: false,
  branches: [
    {
      navn: 'Fritidsbåter',
      leaves: [
        {
          navn: 'Småbåter',
          types: [
            { noun: 'Jolle', risks: ['Drukning'] },
            { noun: 'Snekke', power: 'fuel' },
            { noun: 'Motorbåt', power: 'fuel' },
            { noun: 'Robåt', risks: ['Drukning'] },
          ],
          variants: ['12 fot', '15 fot', '470'],
          shape: 'boat',
          risks: ['Drukning', 'Brann'],
          standard: 'NS-EN ISO 12217-1:2022',
        },
        {
          navn: 'Kajakker og padlebrett',
          types: ['Kajakk', 'Kano', 'Padlebrett/n', 'SUP-brett/n'],
          variants: ['oppblåsbar', '320 cm', 'tur'],
          shape: 'boat',
          risks: ['Drukning'],
          standard: 'NS-EN ISO 12217-3:2022',
        },
        {
          navn: 'Gummibåter',
          types: ['Gummibåt', 'Oppblåsbar jolle'],
          variants: ['230 cm', '2-personers', '3-personers'],
          shape: 'boat',
          risks: ['Drukning'],
          standard: 'NS-EN ISO 6185-1:2001',
        },
        {
          navn: 'Vannscootere',
          types: ['Vannscooter'],
          variants: ['1100', 'Turbo', '3-seter'],
          shape: 'boat',
          risks: ['Personskade', 'Brann'],
          standard: 'NS-EN ISO 13590:2003',
          power: 'fuel',
        },
      ],
    },
    {
      navn: 'Redningsutstyr',
      forskrift: regulations.verneutstyr,
      leaves: [
        {
          navn: 'Redningsvester',
          types: ['Redningsvest', 'Oppblåsbar redningsvest', 'Barneredningsvest'],
          variants: ['150 N', '275 N', '15–30 kg'],
          shape: 'lifejacket',
          risks: ['Drukning'],
          standard: 'NS-EN ISO 12402-3:2020',
          colours: ['oransje', 'gul', 'rød'],
        },
        {
          navn: 'Flytevester og flyteplagg',
          types: ['Flytevest', 'Flytedress', 'Flytejakke'],
          variants: ['50 N', 'barn', 'str. L'],
          shape: 'lifejacket',
          risks: ['Drukning', 'Kvelning ved strangulering'],
          standard: 'NS-EN ISO 12402-5:2020',
          colours: ['oransje', 'gul', 'rød', 'blå'],
        },
      ],
    },
    {
      navn: 'Båtutstyr',
      leaves: [
        {
          navn: 'Påhengsmotorer',
          types: [
            { noun: 'Påhengsmotor', power: 'fuel' },
            { noun: 'Elektrisk påhengsmotor', power: 'battery', variants: ['1 kW', '24 V'] },
          ],
          variants: ['5 hk', '9,9 hk', 'langrigg'],
          shape: 'boat',
          risks: ['Brann', 'Personskade'],
        },
        {
          navn: 'Lanterner og nødsignaler',
          types: [
            { noun: 'Lanterne', risks: ['Drukning'] },
            { noun: 'Nødbluss/n', risks: ['Brann', 'Drukning'], variants: ['3-pakning'] },
            { noun: 'Topplanterne', risks: ['Drukning'] },
          ],
          variants: ['LED', '12 V', '2 nautiske mil'],
          shape: 'bulb',
          risks: ['Drukning', 'Brann'],
          hazards: {
            Drukning:
              'Lyset er for svakt, og båten kan bli oversett i mørket eller i en nødsituasjon.',
            Brann: 'Nødblusset kan antennes uventet og gi brann.',
          },
        },
      ],
    },
  ],
}

export const vehicles: RootSeed = {
  navn: 'Kjøretøy og utstyr',
  shape: 'car',
  authority: 'Statens vegvesen',
  lov: laws.vegtrafikk,
  forskrift: regulations.kjoretoy,
  naeringsKode: '45.320 Detaljhandel med deler og utstyr til motorvogner',
  trade: 'Motor',
  powered: false,
  proffRate: 0.04,
  colours: ['svart', 'hvit', 'grå', 'blå', 'rød'],
  consumable: false,
  branches: [
    {
      navn: 'Elektriske småkjøretøy',
      powered: true,
      forskrift: regulations.smaaElektriske,
      leaves: [
        {
          navn: 'Elsparkesykler',
          types: ['Elsparkesykkel', 'Elsparkesykkel for barn'],
          variants: ['350 W', '25 km/t', '10"'],
          shape: 'scooter',
          risks: ['Brann', 'Fall', 'Personskade'],
          standard: 'NS-EN 17128:2020',
          power: 'battery',
        },
        {
          navn: 'Elsykler',
          types: ['Elsykkel', 'Elektrisk lastesykkel', 'Ombyggingssett for elsykkel/n'],
          variants: ['250 W', '36 V', '28"'],
          shape: 'bicycle',
          risks: ['Brann', 'Fall'],
          standard: 'NS-EN 15194:2017',
          forskrift: regulations.sykkel,
          power: 'battery',
        },
        {
          navn: 'Balansebrett',
          types: ['Balansebrett/n', 'Hoverboard/n', 'Elektrisk enhjuling'],
          variants: ['6,5"', '8,5"', 'med lys'],
          shape: 'scooter',
          risks: ['Brann', 'Fall'],
          standard: 'NS-EN 17128:2020',
          power: 'battery',
        },
      ],
    },
    {
      navn: 'Bilutstyr',
      leaves: [
        {
          navn: 'Dekk og felger',
          types: ['Vinterdekk/n', 'Sommerdekk/n', 'Piggdekk/n', 'Lettmetallfelg'],
          variants: ['205/55 R16', '225/45 R17', '16"'],
          shape: 'tire',
          risks: ['Personskade'],
          standard: 'UN ECE R30',
          colours: [],
        },
        {
          navn: 'Lykter og pærer til bil',
          types: ['Frontlykt', 'LED-pære til bil', 'Ekstralys/n', 'Tåkelys/n'],
          variants: ['H7', 'H4', '12 V'],
          shape: 'bulb',
          risks: ['Personskade', 'Skade på syn'],
          standard: 'UN ECE R112',
          hazards: {
            'Skade på syn': 'Lyktene blender møtende trafikk.',
          },
          colours: [],
        },
        {
          navn: 'Takbokser og lasteutstyr',
          types: ['Takboks', 'Lastestativ/n', 'Sykkelholder'],
          variants: ['420 l', '3 sykler', 'låsbar'],
          shape: 'car',
          risks: ['Personskade'],
          standard: 'ISO 11154:2023',
          colours: ['svart', 'grå', 'hvit'],
        },
      ],
    },
    {
      navn: 'MC og moped',
      leaves: [
        {
          navn: 'Motorsykkelhjelmer',
          types: ['Motorsykkelhjelm', 'Crosshjelm', 'Mopedhjelm'],
          variants: ['XS', 'M', 'XL'],
          shape: 'helmet',
          risks: ['Personskade'],
          standard: 'UN ECE R22.06',
          hazards: {
            Personskade:
              'Hjelmen tåler ikke slag slik den skal, og føreren kan få alvorlige hodeskader.',
          },
        },
        {
          navn: 'Mopeder og ATV',
          types: [
            { noun: 'Moped', power: 'fuel' },
            { noun: 'Elektrisk moped', power: 'battery', variants: ['45 km/t', '2000 W'] },
            { noun: 'Mini-ATV', power: 'fuel' },
          ],
          variants: ['50 cc', '45 km/t', '110 cc'],
          shape: 'scooter',
          risks: ['Brann', 'Personskade'],
        },
      ],
    },
  ],
}
