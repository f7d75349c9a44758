from attackcheck.cli import main
main()
