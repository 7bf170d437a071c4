import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

const radioStandard = 'NS-EN 300 328 V2.2.2'

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
  colours: ['svart', 'hvit', 'grå', 'blå'],
  consumable: false,
  branches: [
    {
      navn: 'Radioutstyr',
      leaves: [
        {
          navn: 'Walkie-talkier og radioer',
          types: [
            { noun: 'Walkie-talkie', power: 'battery' },
            { noun: 'Jaktradio', power: 'battery', colours: ['svart', 'grønn', 'oransje'] },
            { noun: 'DAB-radio', variants: ['med vekkerklokke', 'stereo'] },
            { noun: 'Babycall', variants: ['med kamera', 'LPD'] },
          ],
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
          power: 'battery',
        },
        {
          navn: 'Trådløse høyttalere og hodetelefoner',
          types: ['Bluetooth-høyttaler', 'Trådløse hodetelefoner/p', 'Trådløse øreplugger/p'],
          variants: ['vanntett', '20 W', 'støydemping'],
          shape: 'speaker',
          risks: ['Hørselsskade', 'Brann', 'Radioforstyrrelser'],
          standard: radioStandard,
          power: 'battery',
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
          power: 'battery',
          hazards: {
            Stråling:
              'SAR-verdien er over grenseverdien, slik at kroppen tar opp mer radiostråling enn tillatt.',
          },
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
          types: [
            'Overvåkingskamera/n',
            'Babymonitor',
            { noun: 'Viltkamera/n', power: 'battery', colours: ['grønn', 'brun'] },
            'Dørklokke med kamera',
          ],
          variants: ['1080p', 'WiFi', 'utendørs'],
          shape: 'camera',
          risks: ['Radioforstyrrelser', 'Brann'],
          standard: radioStandard,
        },
      ],
    },
  ],
}
