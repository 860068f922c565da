"""The Textual app: screens, widgets and app.tcss. It renders `view(seat)` and sends commands; it never edits state."""
