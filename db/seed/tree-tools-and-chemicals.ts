import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

export const toolsAndDiy: RootSeed = {
  navn: 'Verktøy og gjør-det-selv',
  shape: 'drill',
  authority: 'DSB',
  lov: laws.produktkontroll,
  forskrift: regulations.maskiner,
  naeringsKode: '47.521 Butikkhandel med bredt utvalg av jernvarer, fargevarer og andre byggevarer',
  trade: 'Tools',
  powered: false,
  proffRate: 0.25,
  colours: ['oransje', 'gul', 'grønn', 'blå', 'rød', 'svart'],
  consumable: false,
  branches: [
    {
      navn: 'Elektroverktøy',
      powered: true,
      leaves: [
        {
          navn: 'Driller og skrutrekkere',
          types: [
            { noun: 'Drill', variants: ['800 W', '13 mm chuck'] },
            { noun: 'Slagdrill', variants: ['800 W', '1100 W'] },
            { noun: 'Batteridrill', power: 'battery', risks: ['Brann', 'Personskade'] },
            { noun: 'Skrutrekker', power: 'battery', risks: ['Brann', 'Personskade'] },
          ],
          variants: ['18 V', '12 V', 'med to batterier'],
          shape: 'drill',
          risks: ['Elektrisk støt', 'Brann', 'Personskade'],
          standard: 'NS-EN 62841-2-1:2018',
        },
        {
          navn: 'Slipemaskiner',
          types: ['Vinkelsliper', 'Båndsliper', 'Pussemaskin'],
          variants: ['125 mm', '900 W', '230 mm'],
          shape: 'sawblade',
          risks: ['Kutt og stikk', 'Personskade', 'Elektrisk støt'],
          standard: 'NS-EN 62841-2-3:2021',
        },
        {
          navn: 'Sager',
          types: [
            { noun: 'Sirkelsag', variants: ['190 mm', '1400 W'] },
            { noun: 'Stikksag', variants: ['650 W', 'pendel'] },
            { noun: 'Motorsag', power: 'fuel', variants: ['40 cm sverd', '45 cm sverd'] },
            { noun: 'Bajonettsag', variants: ['1200 W'] },
          ],
          variants: ['190 mm', '1400 W', '40 cm sverd'],
          shape: 'sawblade',
          risks: ['Kutt og stikk', 'Hørselsskade'],
          standard: 'NS-EN 62841-2-5:2014',
        },
      ],
    },
    {
      navn: 'Hageredskap',
      powered: true,
      leaves: [
        {
          navn: 'Gressklippere',
          types: [
            { noun: 'Gressklipper', power: 'fuel' },
            { noun: 'Robotgressklipper', power: 'battery', risks: ['Kutt og stikk', 'Brann'] },
            { noun: 'Batterigressklipper', power: 'battery' },
          ],
          variants: ['42 cm', '46 cm', 'selvgående'],
          shape: 'mower',
          risks: ['Kutt og stikk', 'Brann', 'Hørselsskade'],
          standard: 'NS-EN ISO 5395-1:2013',
        },
        {
          navn: 'Løvblåsere og trimmere',
          types: [{ noun: 'Løvblåser', risks: ['Hørselsskade'] }, 'Gresstrimmer', 'Hekksaks'],
          variants: ['36 V', '18 V', 'med to batterier'],
          shape: 'mower',
          risks: ['Hørselsskade', 'Kutt og stikk'],
          power: 'battery',
        },
      ],
    },
    {
      navn: 'Håndverktøy og stiger',
      leaves: [
        {
          navn: 'Kniver og kutteverktøy',
          types: ['Tapetkniv', 'Multiverktøy/n', 'Øks', 'Kniv'],
          variants: ['18 mm', 'rustfri', 'sammenleggbar'],
          shape: 'knife',
          risks: ['Kutt og stikk'],
        },
        {
          navn: 'Stiger og arbeidsbukker',
          types: ['Stige', 'Gardintrapp', 'Teleskopstige', 'Arbeidsbukk'],
          variants: ['3 trinn', '3,8 m', 'aluminium'],
          shape: 'ladder',
          risks: ['Fall', 'Klemskade'],
          standard: 'NS-EN 131-1:2015+A1:2019',
        },
      ],
    },
  ],
}

export const chemicals: RootSeed = {
  navn: 'Kjemikalier',
  shape: 'flask',
  authority: 'Miljødirektoratet',
  lov: laws.produktkontroll,
  forskrift: regulations.produktforskriften,
  naeringsKode: '46.750 Engroshandel med kjemiske produkter',
  trade: 'Chemicals',
  powered: false,
  proffRate: 0.2,
  colours: [],
  consumable: true,
  branches: [
    {
      navn: 'Rengjøringsmidler',
      forskrift: regulations.clp,
      leaves: [
        {
          navn: 'Oppvask- og vaskemidler',
          types: [
            { noun: 'Oppvaskmiddel/n', risks: ['Kjemisk', 'Skade på syn'] },
            'Vaskemiddelkapsler/p',
            { noun: 'Tøymykner', risks: ['Kjemisk', 'Skade på syn'] },
          ],
          variants: ['500 ml', '40 vask', 'sitron'],
          shape: 'spray',
          risks: ['Kjemisk', 'Skade på syn', 'Kvelning'],
          hazards: {
            'Skade på syn': 'Produktet er etsende og kan gi alvorlige øyeskader ved sprut.',
            Kvelning: 'Kapslene ser ut som godteri og kan bli svelget av små barn.',
          },
          substances: ['konserveringsmiddelet MIT', 'borsyre'],
        },
        {
          navn: 'Avløpsåpnere og rengjøring',
          types: ['Avløpsåpner', 'Ovnsrens', 'Kalkfjerner', 'Klorholdig rengjøringsmiddel/n'],
          variants: ['1 l', 'gel', 'spray'],
          shape: 'spray',
          risks: ['Kjemisk', 'Skade på syn'],
          hazards: {
            'Skade på syn': 'Produktet er etsende og kan gi alvorlige øyeskader ved sprut.',
          },
          substances: ['natriumhydroksid', 'saltsyre'],
        },
      ],
    },
    {
      navn: 'Maling og lim',
      leaves: [
        {
          navn: 'Maling og lakk',
          types: [
            'Maling',
            { noun: 'Lakk', colours: [] },
            { noun: 'Trebeis', colours: ['brun', 'grå', 'svart'] },
            { noun: 'Gulvlakk', colours: [] },
          ],
          variants: ['0,68 l', '2,7 l', '10 l'],
          shape: 'bucket',
          risks: ['Kjemisk', 'Miljø'],
          colours: ['hvit', 'grå', 'blå', 'grønn', 'gul', 'rød', 'beige'],
          substances: ['bly', 'løsemidler (VOC)', 'konserveringsmiddelet MIT'],
        },
        {
          navn: 'Lim og fugemasse',
          types: ['Superlim/n', 'Kontaktlim/n', 'Fugemasse', 'Byggskum/n'],
          variants: ['20 g', '300 ml', '750 ml'],
          shape: 'spray',
          risks: ['Kjemisk', 'Skade på syn'],
          substances: ['metanol', 'isocyanater', 'løsemidler (VOC)'],
        },
      ],
    },
    {
      navn: 'Kjemikalier i forbrukerprodukter',
      leaves: [
        {
          navn: 'Impregnering og spray',
          types: ['Impregneringsspray', 'Skoimpregnering', 'Tekstilspray'],
          variants: ['400 ml', '250 ml', 'for friluftsklær'],
          shape: 'spray',
          risks: ['Kjemisk', 'Miljø'],
          substances: ['PFAS', 'PFOA'],
        },
        {
          navn: 'Smykker og tilbehør',
          types: ['Halskjede/n', 'Armbånd/n', 'Øredobber/p', 'Hårspenner/p'],
          variants: ['for barn', '3-pakning', '45 cm'],
          shape: 'jar',
          risks: ['Kjemisk', 'Miljø'],
          standard: 'NS-EN 1811:2023',
          colours: ['sølvfarget', 'gullfarget'],
          substances: ['nikkel', 'kadmium', 'bly'],
        },
        {
          navn: 'Plastprodukter',
          types: [
            { noun: 'Badeball', variants: ['50 cm', '3-pakning'] },
            { noun: 'Plastsandaler/p', variants: ['str. 28', 'str. 36'] },
            { noun: 'Oppblåsbar madrass', variants: ['180 cm', 'dobbel'] },
            { noun: 'Treningsmatte', variants: ['180 cm', '6 mm'] },
          ],
          variants: ['180 cm', 'for barn', 'str. 36'],
          shape: 'ball',
          risks: ['Kjemisk', 'Miljø'],
          colours: ['blå', 'rosa', 'grønn', 'gul', 'svart'],
          materials: ['PVC-plast'],
          substances: ['ftalater (DEHP)', 'klorparafiner (SCCP)'],
        },
        {
          navn: 'Lampeolje og tennvæske',
          types: ['Lampeolje', 'Tennvæske', 'Parafin'],
          variants: ['1 l', 'parfymert', 'luktfri'],
          shape: 'bottle',
          risks: ['Kjemisk', 'Kvelning', 'Brann'],
          hazards: {
            Kvelning:
              'Små barn kan få væsken i lungene hvis de drikker av den. Det kan gi livstruende lungeskader.',
            Brann: 'Væsken har lavere flammepunkt enn emballasjen oppgir og kan antennes uventet.',
          },
          substances: ['parafin', 'metanol'],
        },
      ],
    },
  ],
}
