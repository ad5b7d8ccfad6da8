export { CrewLine } from './crew-line.tsx';
export { JoinSeatButton } from './join-seat-button.tsx';
