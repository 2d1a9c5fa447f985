import { Text } from 'ink';
export function SetList() {
  return <Text>sets</Text>;
}
