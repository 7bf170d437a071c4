import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

const radioStandard = 'NS-EN 300 328 V2.2.2'

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
  branches: [
    {
      navn: 'Fritidsbåter',
      leaves: [
        {
          navn: 'Småbåter',
          types: ['Jolle', 'Snekke', 'Motorbåt', 'Robåt'],
          variants: ['12 fot', '15 fot', '470'],
          shape: 'boat',
          risks: ['Drukning', 'Brann'],
          standard: 'NS-EN ISO 12217-1:2022',
          hazards: {
            Brann: 'Drivstoff kan lekke ut og ta fyr.',
          },
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
          hazards: {
            Brann: 'Drivstoff kan lekke ut og ta fyr.',
          },
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
        },
        {
          navn: 'Flytevester og flyteplagg',
          types: ['Flytevest', 'Flytedress', 'Flytejakke'],
          variants: ['50 N', 'barn', 'str. L'],
          shape: 'lifejacket',
          risks: ['Drukning', 'Kvelning ved strangulering'],
          standard: 'NS-EN ISO 12402-5:2020',
        },
      ],
    },
    {
      navn: 'Båtutstyr',
      leaves: [
        {
          navn: 'Påhengsmotorer',
          types: ['Påhengsmotor', 'Elektrisk påhengsmotor'],
          variants: ['5 hk', '9,9 hk', 'langrigg'],
          shape: 'boat',
          risks: ['Brann', 'Personskade'],
          hazards: {
            Brann: 'Drivstoff kan lekke ut og ta fyr.',
          },
        },
        {
          navn: 'Lanterner og nødsignaler',
          types: ['Lanterne', 'Nødbluss/n', 'Topplanterne'],
          variants: ['LED', '12 V', '3-pakning'],
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
        },
        {
          navn: 'Elsykler',
          types: ['Elsykkel', 'Elektrisk lastesykkel', 'Ombyggingssett for elsykkel/n'],
          variants: ['250 W', '36 V', '28"'],
          shape: 'bicycle',
          risks: ['Brann', 'Fall'],
          standard: 'NS-EN 15194:2017',
          forskrift: regulations.sykkel,
        },
        {
          navn: 'Balansebrett',
          types: ['Balansebrett/n', 'Hoverboard/n', 'Elektrisk enhjuling'],
          variants: ['6,5"', '8,5"', 'med lys'],
          shape: 'scooter',
          risks: ['Brann', 'Fall'],
          standard: 'NS-EN 17128:2020',
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
        },
        {
          navn: 'Takbokser og lasteutstyr',
          types: ['Takboks', 'Lastestativ/n', 'Sykkelholder'],
          variants: ['420 l', '3 sykler', 'svart'],
          shape: 'car',
          risks: ['Personskade'],
          standard: 'ISO 11154:2023',
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
          types: ['Moped', 'Elektrisk moped', 'Mini-ATV'],
          variants: ['50 cc', '45 km/t', '110 cc'],
          shape: 'scooter',
          risks: ['Brann', 'Personskade'],
          hazards: {
            Brann: 'Drivstoff kan lekke ut og ta fyr.',
          },
        },
      ],
    },
  ],
}

export const radioAndTelecom: RootSeed = {
  navn: 'Radio og telekom',
  shape: 'antenna',
  authority: 'Nkom',
  lov: laws.ekom,
  forskrift: regulations.radioutstyr,
  naeringsKode: '47.420 Butikkhandel med telekommunikasjonsutstyr',
  trade: 'Telecom',
  powered: true,
  proffRate: 0.03,
  branches: [
    {
      navn: 'Radioutstyr',
      leaves: [
        {
          navn: 'Walkie-talkier og radioer',
          types: ['Walkie-talkie', 'Jaktradio', 'DAB-radio', 'Babycall'],
          variants: ['PMR446', '2-pakning', 'LPD'],
          shape: 'antenna',
          risks: ['Radioforstyrrelser', 'Brann'],
          standard: 'NS-EN 300 296 V2.1.1',
        },
        {
          navn: 'Droner',
          types: ['Drone', 'Minidrone', 'Kameradrone'],
          variants: ['4K', '249 g', 'FPV'],
          shape: 'drone',
          risks: ['Radioforstyrrelser', 'Personskade', 'Kutt og stikk'],
          standard: radioStandard,
        },
        {
          navn: 'Trådløse høyttalere og hodetelefoner',
          types: ['Bluetooth-høyttaler', 'Trådløse hodetelefoner/p', 'Trådløse øreplugger/p'],
          variants: ['vanntett', '20 W', 'støydemping'],
          shape: 'speaker',
          risks: ['Hørselsskade', 'Brann', 'Radioforstyrrelser'],
          standard: radioStandard,
        },
      ],
    },
    {
      navn: 'Telekomutstyr',
      leaves: [
        {
          navn: 'Mobiltelefoner og smartklokker',
          types: ['Mobiltelefon', 'Nettbrett/n', 'Smartklokke', 'GPS-klokke for barn'],
          variants: ['64 GB', '4G', 'barn'],
          shape: 'phone',
          risks: ['Brann', 'Radioforstyrrelser', 'Stråling'],
          standard: 'NS-EN 301 908-1 V15.2.1',
        },
        {
          navn: 'Rutere og forsterkere',
          types: ['Ruter', 'Mobilforsterker', 'Signalforsterker', 'Wifi-forsterker'],
          variants: ['4G', '5G', 'dualband'],
          shape: 'router',
          risks: ['Radioforstyrrelser', 'Brann'],
          standard: 'NS-EN 303 609 V12.5.1',
        },
        {
          navn: 'Jammere og signalblokkere',
          types: ['Jammer', 'GPS-blokker', 'Signalblokker'],
          variants: ['for bil', '8 bånd'],
          shape: 'antenna',
          risks: ['Radioforstyrrelser'],
        },
      ],
    },
    {
      navn: 'Smarthus',
      leaves: [
        {
          navn: 'Smartplugger og brytere',
          types: ['Smartplugg', 'Smartbryter', 'Smart stikkontakt'],
          variants: ['WiFi', 'Zigbee', '16 A'],
          shape: 'plug',
          risks: ['Brann', 'Elektrisk støt', 'Radioforstyrrelser'],
          standard: radioStandard,
        },
        {
          navn: 'Overvåkingskameraer',
          types: ['Overvåkingskamera/n', 'Babymonitor', 'Viltkamera/n', 'Dørklokke med kamera'],
          variants: ['1080p', 'WiFi', 'utendørs'],
          shape: 'camera',
          risks: ['Radioforstyrrelser', 'Brann'],
          standard: radioStandard,
        },
      ],
    },
  ],
}
