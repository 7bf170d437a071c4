import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

export const leisureAndSport: RootSeed = {
  navn: 'Fritid og sport',
  shape: 'bicycle',
  authority: 'DSB',
  lov: laws.produktkontroll,
  forskrift: regulations.generellSikkerhet,
  naeringsKode: '47.640 Butikkhandel med sportsutstyr',
  trade: 'Sports',
  powered: false,
  proffRate: 0.02,
  colours: ['svart', 'blå', 'rød', 'grønn', 'oransje', 'hvit', 'grå'],
  consumable: false,
  branches: [
    {
      navn: 'Sykkel',
      leaves: [
        {
          navn: 'Sykler',
          types: ['Sykkel', 'Barnesykkel', 'Terrengsykkel', 'Bysykkel'],
          variants: ['16"', '20"', '26"', '7 gir'],
          shape: 'bicycle',
          risks: ['Fall', 'Personskade', 'Kutt og stikk'],
          standard: 'NS-EN ISO 4210-2:2023',
          forskrift: regulations.sykkel,
        },
        {
          navn: 'Sykkelhjelmer',
          types: ['Sykkelhjelm', 'Barnehjelm', 'Skatehjelm'],
          variants: ['S/M', 'M/L', '52–56 cm'],
          shape: 'helmet',
          risks: ['Personskade', 'Kvelning ved strangulering'],
          standard: 'NS-EN 1078:2012+A1:2012',
          hazards: {
            Personskade:
              'Hjelmen tåler ikke slag slik den skal, og brukeren kan få alvorlige hodeskader ved et fall.',
          },
          forskrift: regulations.verneutstyr,
        },
        {
          navn: 'Sykkellys',
          types: ['Sykkellykt', 'Baklys/n', 'Sykkellyktsett/n'],
          variants: ['USB', '300 lumen', '2-pakning'],
          shape: 'bulb',
          risks: ['Personskade', 'Brann'],
          standard: 'NS-EN 62471:2008',
          powered: true,
          power: 'battery',
          hazards: {
            Personskade: 'Lyset er for svakt, og syklisten kan bli oversett i trafikken.',
          },
        },
      ],
    },
    {
      navn: 'Trening',
      leaves: [
        {
          navn: 'Treningsapparater',
          types: [
            { noun: 'Tredemølle', power: 'mains', risks: ['Klemskade', 'Fall', 'Elektrisk støt'] },
            'Romaskin',
            'Spinningsykkel',
            {
              noun: 'Manualsett/n',
              risks: ['Klemskade', 'Personskade'],
              variants: ['20 kg', '2 x 10 kg'],
            },
          ],
          variants: ['sammenleggbar', 'Pro', '20 kg'],
          shape: 'bicycle',
          risks: ['Klemskade', 'Fall'],
          standard: 'NS-EN ISO 20957-1:2013',
          hazards: {
            Personskade: 'Vektskivene kan løsne fra stangen og falle ned på føttene.',
          },
        },
        {
          navn: 'Klatreutstyr',
          types: ['Karabinkrok', 'Klatresele', 'Klatretau/n'],
          variants: ['HMS', '60 m', 'str. M'],
          shape: 'hardhat',
          risks: ['Fall'],
          standard: 'NS-EN 12275:2013',
          forskrift: regulations.verneutstyr,
          hazards: {
            Fall: 'Utstyret tåler ikke belastningen det er merket for og kan ryke ved et fall.',
          },
        },
      ],
    },
    {
      navn: 'Friluftsliv',
      leaves: [
        {
          navn: 'Gassbrennere og turkjøkken',
          types: [
            { noun: 'Gassbrenner', variants: ['230 g', '1 bluss'] },
            { noun: 'Turkjøkken/n', variants: ['2 bluss', 'med vindskjerm'] },
            { noun: 'Gassgrill', variants: ['2 brennere', 'bærbar'] },
          ],
          variants: ['1 bluss', '2 bluss', '230 g'],
          shape: 'burner',
          risks: ['Brann', 'Eksplosjon', 'Forbrenning'],
          standard: 'NS-EN 521:2006',
          hazards: {
            Brann: 'Gass kan lekke ut ved koblingen og gi stikkflamme og brann.',
          },
          forskrift: regulations.gassapparater,
        },
        {
          navn: 'Hodelykter og lommelykter',
          types: ['Hodelykt', 'Lommelykt', 'Arbeidslampe'],
          variants: ['500 lumen', 'oppladbar', 'USB-C'],
          shape: 'bulb',
          risks: ['Brann', 'Skade på syn'],
          standard: 'NS-EN 62471:2008',
          powered: true,
          power: 'battery',
        },
        {
          navn: 'Telt og hengekøyer',
          types: [
            { noun: 'Telt/n', risks: ['Brann'] },
            { noun: 'Hengekøye', risks: ['Fall'] },
            { noun: 'Kuppeltelt/n', risks: ['Brann'] },
          ],
          variants: ['2-personers', '4-personers', 'ultralett'],
          shape: 'tent',
          risks: ['Brann', 'Fall'],
          standard: 'NS-EN ISO 5912:2020',
        },
        {
          navn: 'Badeleker og flyteleker',
          types: [
            'Badering',
            'Badeflåte',
            'Armringer/p',
            { noun: 'Oppblåsbart basseng/n', risks: ['Drukning'] },
          ],
          variants: ['50 cm', '120 cm', '3–6 år'],
          shape: 'ball',
          risks: ['Drukning', 'Kvelning'],
          standard: 'NS-EN 13138-1:2021',
          colours: ['gul', 'blå', 'rosa', 'grønn', 'turkis'],
          materials: ['PVC-plast'],
        },
      ],
    },
    {
      navn: 'Vintersport',
      leaves: [
        {
          navn: 'Akebrett og kjelker',
          types: ['Akebrett/n', 'Rattkjelke', 'Stålkjelke', 'Rumpeakebrett/n'],
          variants: ['barn', 'med bremser', 'dobbel'],
          shape: 'sled',
          risks: ['Personskade', 'Klemskade', 'Kutt og stikk'],
        },
        {
          navn: 'Ski- og snowboardhjelmer',
          types: ['Skihjelm', 'Snowboardhjelm', 'Alpinhjelm'],
          variants: ['S', 'M', 'L', 'junior'],
          shape: 'helmet',
          risks: ['Personskade'],
          standard: 'NS-EN 1077:2007',
          hazards: {
            Personskade:
              'Hjelmen tåler ikke slag slik den skal, og brukeren kan få alvorlige hodeskader ved et fall.',
          },
          forskrift: regulations.verneutstyr,
        },
      ],
    },
  ],
}
