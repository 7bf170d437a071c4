import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

const fireworkStandard = 'NS-EN 15947-5:2015'
const fireworkHazards = {
  Forbrenning:
    'Produktet gir gnister og flammer i alle retninger og kan gi brannskader på hender og ansikt.',
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
  colours: [],
  consumable: false,
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
          substances: ['formaldehyd'],
          hazards: {
            Brann:
              'Produktet holder ikke brannklassen det er merket med, og en brann kan spre seg raskere enn forventet.',
          },
        },
        {
          navn: 'Konstruksjonsvirke',
          types: ['Konstruksjonsvirke/n', 'Limtre/n', 'Terrassebord/n'],
          variants: ['48x198', 'C24', 'impregnert'],
          shape: 'planks',
          risks: ['Personskade', 'Kjemisk'],
          standard: 'NS-EN 14081-1:2016+A1:2019',
          substances: ['krom og arsen (CCA)', 'kreosot'],
          hazards: {
            Personskade:
              'Virket holder ikke fastheten det er merket med, og konstruksjoner kan svikte.',
          },
        },
      ],
    },
    {
      navn: 'Vinduer og dører',
      leaves: [
        {
          navn: 'Vinduer',
          types: ['Vindu/n', 'Takvindu/n', 'Vindusfelt/n'],
          variants: ['100x120', '3-lags glass', 'med barnesikring'],
          shape: 'window',
          risks: ['Fall', 'Personskade'],
          standard: 'NS-EN 14351-1:2006+A2:2016',
          hazards: {
            Fall: 'Barnesikringen virker ikke, og små barn kan åpne vinduet og falle ut.',
          },
          colours: ['hvit', 'grå', 'svart'],
        },
        {
          navn: 'Dører og porter',
          types: [
            { noun: 'Ytterdør', risks: ['Klemskade'] },
            'Branndør',
            { noun: 'Garasjeport', risks: ['Klemskade'], power: 'mains' },
          ],
          variants: ['9x21', '10x21', '250x200'],
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
  colours: ['hvit', 'rød'],
  consumable: false,
  branches: [
    {
      navn: 'Brannvernutstyr',
      leaves: [
        {
          navn: 'Røykvarslere',
          types: [
            { noun: 'Røykvarsler', risks: ['Brann'] },
            { noun: 'Optisk røykvarsler', risks: ['Brann'] },
            {
              noun: 'Varmevarsler',
              risks: ['Brann'],
              hazards: {
                Brann:
                  'Varsleren reagerer ikke på varme, slik at en brann kan bli oppdaget for sent.',
              },
            },
            { noun: 'CO-varsler', risks: ['Kjemisk'] },
          ],
          variants: ['10 års batteri', 'trådløs', 'med app'],
          shape: 'detector',
          risks: ['Brann', 'Kjemisk'],
          standard: 'NS-EN 14604:2005',
          hazards: {
            Brann: 'Varsleren reagerer ikke på røyk, slik at en brann kan bli oppdaget for sent.',
            Kjemisk: 'Varsleren reagerer ikke på karbonmonoksid (CO) slik den skal.',
          },
          power: 'battery',
          colours: ['hvit'],
        },
        {
          navn: 'Brannslukningsapparater',
          types: [
            'Brannslukningsapparat/n',
            'Pulverapparat/n',
            'Skumapparat/n',
            { noun: 'Slukkespray', variants: ['600 ml', '2-pakning'] },
          ],
          variants: ['6 kg', '2 kg', '9 l'],
          shape: 'extinguisher',
          risks: ['Brann', 'Eksplosjon'],
          standard: 'NS-EN 3-7:2004+A1:2007',
          hazards: {
            Brann: 'Apparatet slukker ikke brann slik det skal.',
          },
          colours: ['rød'],
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
          colours: ['rød', 'hvit'],
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
          consumable: true,
          colours: [],
          hazards: fireworkHazards,
        },
        {
          navn: 'Fyrverkeribatterier',
          types: ['Fyrverkeribatteri/n', 'Fontene', 'Bakkebatteri/n'],
          variants: ['25 skudd', '100 skudd', 'kategori F2'],
          shape: 'rocket',
          risks: ['Eksplosjon', 'Forbrenning', 'Hørselsskade'],
          standard: fireworkStandard,
          consumable: true,
          colours: [],
          hazards: fireworkHazards,
        },
        {
          navn: 'Stjerneskudd og bordbomber',
          types: ['Stjerneskudd/n', 'Bordbombe', 'Knallperler/p'],
          variants: ['10-pakning', 'kategori F1'],
          shape: 'flame',
          risks: ['Forbrenning', 'Brann', 'Skade på syn'],
          standard: fireworkStandard,
          consumable: true,
          colours: [],
          hazards: fireworkHazards,
        },
      ],
    },
  ],
}
