import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

const fireworkStandard = 'NS-EN 15947-5:2015'

export const protectiveEquipment: RootSeed = {
  navn: 'Verneutstyr',
  shape: 'hardhat',
  authority: 'Arbeidstilsynet',
  lov: laws.produktkontroll,
  forskrift: regulations.verneutstyr,
  naeringsKode: '46.690 Engroshandel med maskiner og utstyr ellers',
  trade: 'Safety',
  powered: false,
  proffRate: 0.6,
  branches: [
    {
      navn: 'Personlig verneutstyr',
      leaves: [
        {
          navn: 'Vernebriller og visir',
          types: ['Vernebriller/p', 'Sveiseskjerm', 'Ansiktsvisir/n'],
          variants: ['klar', 'tonet', 'DIN 11'],
          shape: 'goggles',
          risks: ['Skade på syn', 'Personskade'],
          standard: 'NS-EN 166:2001',
          hazards: {
            'Skade på syn':
              'Glassene tåler ikke slag og kan knuse, slik at brukeren får øyeskader.',
          },
        },
        {
          navn: 'Hørselvern',
          types: ['Hørselvern/n', 'Ørepropper/p', 'Hørselvern med radio/n'],
          variants: ['SNR 30', 'SNR 35'],
          shape: 'earmuffs',
          risks: ['Hørselsskade'],
          standard: 'NS-EN 352-1:2020',
          hazards: {
            Hørselsskade:
              'Hørselvernet demper mindre støy enn oppgitt, og brukeren kan få varige hørselsskader.',
          },
        },
        {
          navn: 'Vernehansker',
          types: ['Vernehansker/p', 'Kjemikaliehansker/p', 'Kuttbeskyttende hansker/p'],
          variants: ['str. 9', 'str. 10', 'nitril'],
          shape: 'glove',
          risks: ['Kutt og stikk', 'Kjemisk'],
          standard: 'NS-EN 388:2016+A1:2018',
        },
        {
          navn: 'Åndedrettsvern',
          types: ['Åndedrettsvern/n', 'Støvmaske', 'Halvmaske', 'Munnbind/n'],
          variants: ['FFP2', 'FFP3', '10-pakning'],
          shape: 'mask',
          risks: ['Mikrobiologisk', 'Kjemisk', 'Personskade'],
          hazards: {
            Personskade:
              'Filteret slipper gjennom for mye støv og partikler og beskytter ikke lungene slik det skal.',
          },
          standard: 'NS-EN 149:2001+A1:2009',
        },
        {
          navn: 'Vernehjelmer',
          types: ['Vernehjelm', 'Industrihjelm', 'Skogshjelm'],
          variants: ['justerbar', 'med visir'],
          shape: 'hardhat',
          risks: ['Personskade'],
          standard: 'NS-EN 397:2012+A1:2012',
          hazards: {
            Personskade:
              'Hjelmen tåler ikke slag slik den skal, og brukeren kan få alvorlige hodeskader.',
          },
        },
      ],
    },
    {
      navn: 'Fallsikring og synlighet',
      leaves: [
        {
          navn: 'Fallsikringsutstyr',
          types: ['Sikringssele', 'Falldemper', 'Line med falldemper'],
          variants: ['2 m', 'str. M–XL'],
          shape: 'ladder',
          risks: ['Fall'],
          standard: 'NS-EN 361:2002',
          hazards: {
            Fall: 'Selen eller festepunktet kan ryke ved et fall, slik at brukeren faller ned.',
          },
        },
        {
          navn: 'Refleks og synlighetsklær',
          types: ['Refleksvest', 'Refleksbånd/n', 'Refleks', 'Varselsjakke'],
          variants: ['klasse 2', 'for barn', 'str. L'],
          shape: 'lifejacket',
          risks: ['Personskade'],
          standard: 'NS-EN 17353:2020',
          hazards: {
            Personskade:
              'Refleksen lyser svakere enn kravet, og brukeren kan bli oversett i trafikken.',
          },
        },
      ],
    },
    {
      navn: 'Maskiner',
      powered: true,
      forskrift: regulations.maskiner,
      leaves: [
        {
          navn: 'Vedkløyvere og flishoggere',
          types: ['Vedkløyver', 'Flishogger', 'Kappsag'],
          variants: ['7 tonn', '10 tonn', 'bensin'],
          shape: 'sawblade',
          risks: ['Klemskade', 'Kutt og stikk', 'Hørselsskade'],
          standard: 'NS-EN 609-1:2017',
        },
        {
          navn: 'Betongblandere og kompressorer',
          types: ['Betongblander', 'Kompressor', 'Høytrykksvasker'],
          variants: ['140 l', '50 l', '150 bar'],
          shape: 'bucket',
          risks: ['Klemskade', 'Elektrisk støt', 'Eksplosjon'],
          standard: 'NS-EN ISO 12100:2010',
        },
      ],
    },
  ],
}

export const buildingProducts: RootSeed = {
  navn: 'Byggevarer',
  shape: 'bricks',
  authority: 'DiBK',
  lov: laws.planBygning,
  forskrift: regulations.dok,
  naeringsKode: '47.521 Butikkhandel med bredt utvalg av jernvarer, fargevarer og andre byggevarer',
  trade: 'Building Materials',
  powered: false,
  proffRate: 0.35,
  branches: [
    {
      navn: 'Konstruksjon og isolasjon',
      leaves: [
        {
          navn: 'Isolasjon og plater',
          types: ['Isolasjonsplate', 'Steinull', 'Gipsplate', 'Vindsperre'],
          variants: ['50 mm', '100 mm', '12,5 mm'],
          shape: 'bricks',
          risks: ['Brann', 'Kjemisk'],
          standard: 'NS-EN 13162:2012+A1:2015',
        },
        {
          navn: 'Konstruksjonsvirke',
          types: ['Konstruksjonsvirke/n', 'Limtre/n', 'Terrassebord/n'],
          variants: ['48x198', 'C24', 'impregnert'],
          shape: 'planks',
          risks: ['Personskade', 'Kjemisk'],
          standard: 'NS-EN 14081-1:2016+A1:2019',
        },
      ],
    },
    {
      navn: 'Vinduer og dører',
      leaves: [
        {
          navn: 'Vinduer',
          types: ['Vindu/n', 'Takvindu/n', 'Vindusfelt/n'],
          variants: ['100x120', '3-lags glass'],
          shape: 'window',
          risks: ['Fall', 'Personskade'],
          standard: 'NS-EN 14351-1:2006+A2:2016',
          hazards: {
            Fall: 'Barnesikringen virker ikke, og små barn kan åpne vinduet og falle ut.',
          },
        },
        {
          navn: 'Dører og porter',
          types: ['Ytterdør', 'Branndør', 'Garasjeport'],
          variants: ['9x21', 'EI 30', '250x200'],
          shape: 'house',
          risks: ['Brann', 'Klemskade'],
          standard: 'NS-EN 16034:2014',
          hazards: {
            Brann:
              'Døren holder ikke den brannmotstanden den er merket med, og brann kan spre seg.',
          },
        },
      ],
    },
    {
      navn: 'Ildsteder og VVS',
      leaves: [
        {
          navn: 'Vedovner og piper',
          types: ['Vedovn', 'Peisinnsats', 'Stålpipe', 'Pelletskamin'],
          variants: ['6 kW', '8 kW', 'Ø 150 mm'],
          shape: 'stove',
          risks: ['Brann', 'Forbrenning', 'Kjemisk'],
          standard: 'NS-EN 13240:2001',
          hazards: {
            Brann: 'Ovnen blir så varm på baksiden at vegger og materialer i nærheten kan ta fyr.',
            Kjemisk: 'Ovnen lekker røykgass med karbonmonoksid inn i rommet.',
          },
        },
        {
          navn: 'Sanitærutstyr',
          types: ['Blandebatteri/n', 'Termostatbatteri/n', 'Dusjsett/n', 'Vannlås'],
          variants: ['krom', 'kjøkken', 'bad'],
          shape: 'tap',
          risks: ['Forbrenning', 'Kjemisk', 'Mikrobiologisk'],
          standard: 'NS-EN 817:2008',
          hazards: {
            Forbrenning: 'Temperatursperren virker ikke, og brukeren kan skålde seg på varmt vann.',
            Kjemisk: 'Metalldeler avgir bly til drikkevannet.',
            Mikrobiologisk: 'Vann blir stående i produktet og gir fare for legionellabakterier.',
          },
        },
      ],
    },
  ],
}

export const fireAndFireworks: RootSeed = {
  navn: 'Brannvern og fyrverkeri',
  shape: 'flame',
  authority: 'DSB',
  lov: laws.brannEksplosjon,
  forskrift: regulations.brannforebygging,
  naeringsKode: '47.190 Butikkhandel med bredt vareutvalg ellers',
  trade: 'Fire Safety',
  powered: false,
  proffRate: 0.03,
  branches: [
    {
      navn: 'Brannvernutstyr',
      leaves: [
        {
          navn: 'Røykvarslere',
          types: ['Røykvarsler', 'Optisk røykvarsler', 'Varmevarsler', 'CO-varsler'],
          variants: ['10 års batteri', 'trådløs', '230 V'],
          shape: 'detector',
          risks: ['Brann', 'Kjemisk'],
          standard: 'NS-EN 14604:2005',
          hazards: {
            Brann: 'Varsleren reagerer ikke på røyk, slik at en brann kan bli oppdaget for sent.',
            Kjemisk: 'Varsleren reagerer ikke på karbonmonoksid (CO) slik den skal.',
          },
        },
        {
          navn: 'Brannslukningsapparater',
          types: ['Brannslukningsapparat/n', 'Pulverapparat/n', 'Skumapparat/n', 'Slukkespray'],
          variants: ['6 kg', '2 kg', '600 ml'],
          shape: 'extinguisher',
          risks: ['Brann', 'Eksplosjon'],
          standard: 'NS-EN 3-7:2004+A1:2007',
          hazards: {
            Brann: 'Apparatet slukker ikke brann slik det skal.',
          },
        },
        {
          navn: 'Branntepper',
          types: ['Brannteppe/n', 'Kjøkkenbrannteppe/n'],
          variants: ['120x180', '100x100'],
          shape: 'pillow',
          risks: ['Brann', 'Forbrenning'],
          standard: 'NS-EN 1869:2019',
          hazards: {
            Brann: 'Teppet slipper gjennom varme og flammer og slukker ikke brannen.',
          },
        },
      ],
    },
    {
      navn: 'Fyrverkeri',
      forskrift: regulations.pyrotekniske,
      leaves: [
        {
          navn: 'Raketter',
          types: ['Rakett', 'Rakettpakke', 'Rakettsett/n'],
          variants: ['kategori F2', '12 stk', 'nyttår'],
          shape: 'rocket',
          risks: ['Eksplosjon', 'Forbrenning', 'Brann', 'Hørselsskade'],
          standard: fireworkStandard,
        },
        {
          navn: 'Fyrverkeribatterier',
          types: ['Fyrverkeribatteri/n', 'Fontene', 'Bakkebatteri/n'],
          variants: ['25 skudd', '100 skudd', 'kategori F2'],
          shape: 'rocket',
          risks: ['Eksplosjon', 'Forbrenning', 'Hørselsskade'],
          standard: fireworkStandard,
        },
        {
          navn: 'Stjerneskudd og bordbomber',
          types: ['Stjerneskudd/n', 'Bordbombe', 'Knallperler/p'],
          variants: ['10-pakning', 'kategori F1'],
          shape: 'flame',
          risks: ['Forbrenning', 'Brann', 'Skade på syn'],
          standard: fireworkStandard,
        },
      ],
    },
  ],
}
