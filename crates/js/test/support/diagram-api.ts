// roque/diagram as a TypeScript user writes it: a worksheet's diagrams.
// Compiled with tsc --strict by types.test.mjs.
import { Chess } from 'roque'
import { diagram } from 'roque/diagram'
import type { DiagramOptions, DiagramShape } from 'roque/diagram'

const arrow: DiagramShape = { from: 'e2', to: 'e4', color: 'green' }
const options: DiagramOptions = {
  orientation: 'black',
  coordinates: 'inside',
  theme: 'print',
  shapes: [arrow, { square: 'd5' }],
  marks: ['e4'],
  caption: 'Les Blancs jouent et font mat en 2',
  turn: true,
  size: 480,
}
const sheet: string[] = ['8/8/8/4k3/8/8/8/4K3 w - - 0 1', new Chess()].map((position) => diagram(position, options))
const withFen: string = diagram('8/8/8/8/8/8/8/8', { caption: { fen: true } })
void sheet
void withFen
