import CardKit
import Testing

@Suite("SplitMix64")
struct SplitMix64Tests {
  @Test("matches the reference splitmix64.c from seed 0")
  func seedZero() {
    // 0xE220A8397B1DCDAF is the widely published first output of splitmix64.c with x = 0; the rest come from
    // Tests/CardKitTests/Reference/reference.py, an independent Python transcription of splitmix64.c.
    var generator = SplitMix64(seed: 0)
    let outputs = (0..<5).map { _ in generator.next() }
    #expect(
      outputs == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC,
        0x1B39_896A_51A8_749B,
      ])
  }

  @Test("matches the reference from seed 1234567")
  func seed1234567() {
    // Tests/CardKitTests/Reference/reference.py.
    var generator = SplitMix64(seed: 1_234_567)
    #expect(generator.next() == 6_457_827_717_110_365_317)
    #expect(generator.next() == 3_203_168_211_198_807_973)
    #expect(generator.state == 1_234_567 &+ 2 &* 0x9E37_79B9_7F4A_7C15)
  }
}
