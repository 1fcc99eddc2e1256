import BlackjackCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(BlackjackCLI.main(Array(CommandLine.arguments.dropFirst())))
