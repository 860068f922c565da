"""The games opcg plays: each is a ruleset package implementing `engine.rulesets.Ruleset`."""
