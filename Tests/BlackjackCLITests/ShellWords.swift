/// The words of an options string as a shell would split it, with double quotes only (`--ramp "1:2 2:4"` is two
/// words): how a test runs the options a command prints for another.
func shellWords(_ text: String) -> [String] {
  var words: [String] = []
  var current = ""
  var quoted = false
  var started = false
  for character in text {
    if character == "\"" {
      quoted.toggle()
      started = true
    } else if character == " " && !quoted {
      if started { words.append(current) }
      current = ""
      started = false
    } else {
      current.append(character)
      started = true
    }
  }
  if started { words.append(current) }
  return words
}
