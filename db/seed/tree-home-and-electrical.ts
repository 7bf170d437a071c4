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
        },
        {
          navn: 'Kaffemaskiner',
          types: ['Kaffetrakter', 'Espressomaskin', 'Kapselmaskin'],
          variants: ['1,2 l', '15 bar', '10 kopper'],
          shape: 'kettle',
          risks: ['Brann', 'Forbrenning', 'Elektrisk støt'],
          standard: 'NS-EN 60335-2-15',
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
          types: ['Stavmikser', 'Kjøkkenmaskin', 'Blender'],
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
          types: ['USB-lader', 'Hurtiglader', 'Trådløs lader', 'Billader'],
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
          types: ['Powerbank', 'Batteripakke', 'Knappecellebatterier/p'],
          variants: ['10 000 mAh', '20 000 mAh', 'CR2032'],
          shape: 'battery',
          risks: ['Brann', 'Eksplosjon'],
          standard: 'NS-EN 62133-2:2017',
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
          variants: ['150x80', 'USB', 'dobbel'],
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
        },
      ],
    },
  ],
}

export const homeAndInterior: RootSeed = {
  navn: 'Hjem og interiør',
  shape: 'house',
  authority: 'DSB',
  lov: laws.produktkontroll,
  forskrift: regulations.generellSikkerhet,
  naeringsKode: '47.591 Butikkhandel med møbler',
  trade: 'Home',
  powered: false,
  proffRate: 0.02,
  branches: [
    {
      navn: 'Møbler',
      leaves: [
        {
          navn: 'Kommoder og skap',
          types: ['Kommode', 'Garderobeskap/n', 'Bokhylle', 'Skoskap/n'],
          variants: ['3 skuffer', '6 skuffer', 'hvit', 'eik'],
          shape: 'cabinet',
          risks: ['Klemskade', 'Personskade'],
          standard: 'NS-EN 14749:2016',
        },
        {
          navn: 'Køyesenger og hemsenger',
          types: ['Køyeseng', 'Hemseng', 'Halvhøy seng'],
          variants: ['90x200', 'hvit', 'furu'],
          shape: 'bed',
          risks: ['Fall', 'Kvelning ved strangulering', 'Klemskade'],
          standard: 'NS-EN 747-1:2012+A1:2015',
        },
        {
          navn: 'Stoler og krakker',
          types: ['Spisestol', 'Barkrakk', 'Kontorstol', 'Gyngestol'],
          variants: ['grå', 'svart', 'eik'],
          shape: 'chair',
          risks: ['Fall', 'Klemskade'],
          standard: 'NS-EN 12520:2015',
        },
      ],
    },
    {
      navn: 'Kjøkken og servering',
      leaves: [
        {
          navn: 'Kjeler og panner',
          types: ['Stekepanne', 'Kjele', 'Wokpanne', 'Trykkoker'],
          variants: ['24 cm', '28 cm', '3 l', '5 l'],
          shape: 'pan',
          risks: ['Forbrenning', 'Kjemisk'],
          standard: 'NS-EN 12983-1:2023',
        },
        {
          navn: 'Glass og servise',
          types: ['Drikkeglass/n', 'Krus/n', 'Tallerken', 'Bambuskopp'],
          variants: ['4 stk', '6 stk', '350 ml'],
          shape: 'glass',
          risks: ['Kutt og stikk', 'Kjemisk'],
          standard: 'NS-EN 1388-1:1996',
        },
      ],
    },
    {
      navn: 'Tekstiler og innredning',
      leaves: [
        {
          navn: 'Gardiner og persienner',
          types: ['Rullegardin', 'Persienne', 'Liftgardin', 'Plissegardin'],
          variants: ['60x160', '90x180', 'hvit'],
          shape: 'blinds',
          risks: ['Kvelning ved strangulering'],
          standard: 'NS-EN 13120:2009+A1:2014',
        },
        {
          navn: 'Dyner og puter',
          types: ['Dyne', 'Pute', 'Overmadrass', 'Vektdyne'],
          variants: ['140x200', '50x70', '7 kg'],
          shape: 'pillow',
          risks: ['Brann', 'Kvelning'],
          standard: 'NS-EN 597-1:2015',
        },
      ],
    },
    {
      navn: 'Stearinlys og peis',
      leaves: [
        {
          navn: 'Stearinlys og lykter',
          types: ['Kubbelys/n', 'Telys/n', 'Duftlys/n', 'Lykt'],
          variants: ['3-pakning', '20 timer', 'vanilje'],
          shape: 'candle',
          risks: ['Brann', 'Forbrenning'],
          standard: 'NS-EN 15494:2007',
          hazards: {
            Brann: 'Flammen blir for høy, og lyset kan sette fyr på omgivelsene.',
          },
        },
        {
          navn: 'Bioetanolpeiser',
          types: ['Bioetanolpeis', 'Bordpeis', 'Veggpeis'],
          variants: ['1,5 l', 'sort', 'glass'],
          shape: 'flame',
          risks: ['Brann', 'Forbrenning', 'Eksplosjon'],
          standard: 'NS-EN 16647:2015',
          hazards: {
            Brann: 'Brenselet kan søles og antennes ved påfylling mens peisen er varm.',
          },
        },
        {
          navn: 'Lightere og tennere',
          types: ['Lighter', 'Stormlighter', 'Grilltenner'],
          variants: ['gjenfyllbar', '5-pakning'],
          shape: 'flame',
          risks: ['Brann', 'Forbrenning'],
          standard: 'NS-EN ISO 9994:2019',
          hazards: {
            Brann: 'Lighteren mangler barnesikring, og barn kan lett tenne den.',
          },
        },
      ],
    },
  ],
}
