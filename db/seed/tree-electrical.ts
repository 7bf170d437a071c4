import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

export const electricalProducts: RootSeed = {
  navn: 'Elektriske produkter',
  shape: 'bolt',
  authority: 'DSB',
  lov: laws.elTilsyn,
  forskrift: regulations.elektriskUtstyr,
  naeringsKode: '47.540 Butikkhandel med elektriske husholdningsapparater',
  trade: 'Electric',
  powered: true,
  proffRate: 0.03,
  colours: ['hvit', 'svart', 'grå', 'sølvfarget', 'rød'],
  consumable: false,
  branches: [
    {
      navn: 'Kjøkkenapparater',
      leaves: [
        {
          navn: 'Vannkokere',
          types: ['Vannkoker', 'Reisevannkoker'],
          variants: ['1,7 l', '2200 W', 'glass', 'stål'],
          shape: 'kettle',
          risks: ['Elektrisk støt', 'Brann', 'Forbrenning'],
          standard: 'NS-EN 60335-2-15',
          hazards: {
            Forbrenning: 'Lokket kan sprette opp, og kokende vann eller damp kan gi brannskader.',
          },
        },
        {
          navn: 'Kaffemaskiner',
          types: ['Kaffetrakter', 'Espressomaskin', 'Kapselmaskin'],
          variants: ['1,2 l', '15 bar', '10 kopper'],
          shape: 'kettle',
          risks: ['Brann', 'Forbrenning', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-15',
          hazards: {
            Forbrenning: 'Varmt vann eller damp kan sprute ut og gi brannskader.',
          },
        },
        {
          navn: 'Brødristere og vaffeljern',
          types: ['Brødrister', 'Vaffeljern/n', 'Smørbrødgrill'],
          variants: ['2 skiver', '4 skiver', '1000 W'],
          shape: 'toaster',
          risks: ['Brann', 'Forbrenning', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-9',
        },
        {
          navn: 'Airfryere og miniovner',
          types: ['Airfryer', 'Frityrkoker', 'Miniovn'],
          variants: ['4,5 l', '5,5 l', 'XL', '1700 W'],
          shape: 'toaster',
          risks: ['Brann', 'Forbrenning'],
          standard: 'NS-EN 60335-2-9',
        },
        {
          navn: 'Blendere og kjøkkenmaskiner',
          types: [
            { noun: 'Stavmikser', variants: ['800 W', 'med visp'] },
            'Kjøkkenmaskin',
            'Blender',
          ],
          variants: ['800 W', '1,5 l', 'Pro'],
          shape: 'glass',
          risks: ['Kutt og stikk', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-14',
        },
      ],
    },
    {
      navn: 'Lading og strøm',
      leaves: [
        {
          navn: 'Ladere',
          types: [
            'USB-lader',
            'Hurtiglader',
            'Trådløs lader',
            { noun: 'Billader', risks: ['Brann'] },
          ],
          variants: ['20 W', '65 W', 'USB-C', '2 porter'],
          shape: 'plug',
          risks: ['Brann', 'Elektrisk støt'],
          standard: 'NS-EN IEC 62368-1:2020',
        },
        {
          navn: 'Skjøteledninger og grenuttak',
          types: ['Skjøteledning', 'Grenuttak/n', 'Kabeltrommel', 'Reiseadapter'],
          variants: ['3 m', '5 m', '6-veis', '25 m'],
          shape: 'plug',
          risks: ['Brann', 'Elektrisk støt'],
          standard: 'NEK IEC 60884-2-7',
        },
        {
          navn: 'Powerbanker og batterier',
          types: [
            'Powerbank',
            'Batteripakke',
            {
              noun: 'Knappecellebatterier/p',
              risks: ['Kjemisk', 'Brann'],
              variants: ['CR2032', 'LR44', '4-pakning'],
              colours: ['sølvfarget'],
            },
          ],
          variants: ['10 000 mAh', '20 000 mAh', 'USB-C'],
          shape: 'battery',
          risks: ['Brann', 'Eksplosjon'],
          standard: 'NS-EN 62133-2:2017',
          power: 'battery',
          hazards: {
            Kjemisk:
              'Emballasjen er lett å åpne, og små barn kan svelge batteriene. Et svelget knappecellebatteri kan gi alvorlige etseskader på få timer.',
          },
        },
      ],
    },
    {
      navn: 'Oppvarming',
      leaves: [
        {
          navn: 'Panelovner',
          types: ['Panelovn', 'Oljefylt radiator', 'Glassovn'],
          variants: ['1000 W', '1500 W', 'WiFi'],
          shape: 'heater',
          risks: ['Brann', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-30',
        },
        {
          navn: 'Varmevifter',
          types: ['Varmevifte', 'Keramisk varmevifte', 'Byggtørker'],
          variants: ['2000 W', 'mini', '3 trinn'],
          shape: 'heater',
          risks: ['Brann', 'Forbrenning'],
          standard: 'NS-EN 60335-2-30',
        },
        {
          navn: 'Varmetepper og varmeputer',
          types: ['Varmeteppe/n', 'Varmepute', 'Elektrisk varmeflaske'],
          variants: ['150x80', '3 varmetrinn', 'dobbel'],
          shape: 'pillow',
          risks: ['Brann', 'Forbrenning', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-17',
        },
      ],
    },
    {
      navn: 'Personlige apparater',
      leaves: [
        {
          navn: 'Hårfønere og glattejern',
          types: ['Hårføner', 'Glattejern/n', 'Krølltang', 'Varmebørste'],
          variants: ['2200 W', 'ionisk', 'keramisk'],
          shape: 'hairdryer',
          risks: ['Brann', 'Forbrenning', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-23',
        },
        {
          navn: 'Barbermaskiner og trimmere',
          types: ['Barbermaskin', 'Skjeggtrimmer', 'Hårklipper'],
          variants: ['oppladbar', 'vanntett', 'Pro'],
          shape: 'battery',
          risks: ['Brann', 'Kutt og stikk'],
          standard: 'NS-EN 60335-2-8',
          power: 'battery',
        },
      ],
    },
  ],
}
