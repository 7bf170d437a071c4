import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

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
  colours: ['hvit', 'svart', 'grå', 'beige', 'blå', 'grønn'],
  consumable: false,
  branches: [
    {
      navn: 'Møbler',
      leaves: [
        {
          navn: 'Kommoder og skap',
          types: ['Kommode', 'Garderobeskap/n', 'Bokhylle', 'Skoskap/n'],
          variants: ['3 skuffer', '6 skuffer', '80 cm'],
          shape: 'cabinet',
          risks: ['Klemskade', 'Personskade'],
          standard: 'NS-EN 14749:2016',
          colours: ['hvit', 'svart', 'grå', 'beige'],
          materials: ['sponplate', 'heltre furu', 'MDF'],
          hazards: {
            Personskade:
              'Møbelet kan velte over et barn som klatrer i det, fordi det ikke følger med beslag til å feste det i veggen.',
          },
        },
        {
          navn: 'Køyesenger og hemsenger',
          types: ['Køyeseng', 'Hemseng', 'Halvhøy seng'],
          variants: ['90x200', '80x190', 'med stige'],
          shape: 'bed',
          risks: ['Fall', 'Kvelning ved strangulering', 'Klemskade'],
          standard: 'NS-EN 747-1:2012+A1:2015',
          colours: ['hvit', 'grå'],
          materials: ['heltre furu', 'stål'],
        },
        {
          navn: 'Stoler og krakker',
          types: [
            'Spisestol',
            'Barkrakk',
            'Kontorstol',
            { noun: 'Gyngestol', risks: ['Klemskade', 'Fall'] },
          ],
          variants: ['2-pakning', 'stablebar', 'justerbar'],
          shape: 'chair',
          risks: ['Fall', 'Klemskade'],
          standard: 'NS-EN 12520:2015',
          colours: ['hvit', 'svart', 'grå', 'beige'],
          materials: ['heltre eik', 'stål og plast', 'bøk'],
        },
      ],
    },
    {
      navn: 'Kjøkken og servering',
      leaves: [
        {
          navn: 'Kjeler og panner',
          types: [
            'Stekepanne',
            'Kjele',
            'Wokpanne',
            {
              noun: 'Trykkoker',
              risks: ['Forbrenning', 'Eksplosjon'],
              materials: ['rustfritt stål'],
            },
          ],
          variants: ['24 cm', '28 cm', '3 l', '5 l'],
          shape: 'pan',
          risks: ['Forbrenning', 'Kjemisk'],
          standard: 'NS-EN 12983-1:2023',
          colours: ['svart', 'grå', 'rød', 'sølvfarget'],
          materials: ['aluminium med slippbelegg', 'rustfritt stål', 'støpejern'],
          substances: ['PFOA', 'bly'],
        },
        {
          navn: 'Glass og servise',
          types: [
            { noun: 'Drikkeglass/n', risks: ['Kutt og stikk'], colours: [], materials: ['glass'] },
            { noun: 'Krus/n', risks: ['Kjemisk'], materials: ['keramikk'] },
            { noun: 'Tallerken', risks: ['Kjemisk', 'Kutt og stikk'], materials: ['keramikk'] },
            {
              noun: 'Bambuskopp',
              risks: ['Kjemisk'],
              materials: ['bambusfiber og melamin'],
              hazards: {
                Kjemisk:
                  'Koppen avgir formaldehyd og melamin over grenseverdien når den fylles med varm drikke.',
              },
            },
          ],
          variants: ['4 stk', '6 stk', '350 ml'],
          shape: 'glass',
          risks: ['Kutt og stikk', 'Kjemisk'],
          standard: 'NS-EN 1388-1:1996',
          hazards: {
            Kjemisk: 'Glasuren avgir bly og kadmium over grenseverdien til mat og drikke.',
          },
        },
      ],
    },
    {
      navn: 'Tekstiler og innredning',
      leaves: [
        {
          navn: 'Gardiner og persienner',
          types: ['Rullegardin', 'Persienne', 'Liftgardin', 'Plissegardin'],
          variants: ['60x160', '90x180', '120x180'],
          shape: 'blinds',
          risks: ['Kvelning ved strangulering'],
          standard: 'NS-EN 13120:2009+A1:2014',
          colours: ['hvit', 'grå', 'beige', 'svart'],
          materials: ['polyester', 'aluminium'],
        },
        {
          navn: 'Dyner og puter',
          types: [
            { noun: 'Dyne', risks: ['Brann'] },
            { noun: 'Pute', risks: ['Brann', 'Kvelning'] },
            { noun: 'Overmadrass', risks: ['Brann'] },
            { noun: 'Vektdyne', risks: ['Kvelning', 'Brann'] },
          ],
          variants: ['140x200', '50x70', '7 kg'],
          shape: 'pillow',
          risks: ['Brann', 'Kvelning'],
          standard: 'NS-EN 597-1:2015',
          colours: ['hvit', 'grå', 'beige'],
          materials: ['polyester', 'bomull og dun'],
          hazards: {
            Kvelning:
              'Produktet er så tungt og tett at et lite barn kan bli liggende fast under det og ikke få puste.',
          },
        },
      ],
    },
    {
      navn: 'Stearinlys og peis',
      leaves: [
        {
          navn: 'Stearinlys og lykter',
          types: [
            'Kubbelys/n',
            'Telys/n',
            'Duftlys/n',
            { noun: 'Lykt', consumable: false, materials: ['glass og metall'] },
          ],
          variants: ['3-pakning', '20 timer', 'vanilje'],
          shape: 'candle',
          risks: ['Brann', 'Forbrenning'],
          standard: 'NS-EN 15494:2007',
          hazards: {
            Brann: 'Flammen blir for høy, og lyset kan sette fyr på omgivelsene.',
          },
          consumable: true,
          colours: ['hvit', 'rød', 'grå'],
        },
        {
          navn: 'Bioetanolpeiser',
          types: ['Bioetanolpeis', 'Bordpeis', 'Veggpeis'],
          variants: ['1,5 l', '60 cm', 'med glass'],
          shape: 'flame',
          risks: ['Brann', 'Forbrenning', 'Eksplosjon'],
          standard: 'NS-EN 16647:2015',
          hazards: {
            Brann: 'Brenselet kan søles og antennes ved påfylling mens peisen er varm.',
          },
          colours: ['svart', 'sølvfarget'],
          materials: ['stål og herdet glass'],
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
