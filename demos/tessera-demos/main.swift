import TesseraDemos

DemoCommand.main()
