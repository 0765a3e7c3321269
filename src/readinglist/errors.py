"""The exceptions readinglist raises; the CLI and the plugin turn them into messages."""


class ReadingListError(Exception):
    """Base class: every error readinglist raises on purpose."""


class InputError(ReadingListError):
    """A seed file or setting the user must fix; the message names the file and says what to do."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None) -> None:
        where = f"{path}:{line}" if path and line is not None else path
        super().__init__(f"{where}: {message}" if where else message)
        self.path = path
        self.line = line


class ConfigError(InputError):
    """A bad readinglist setting in mkdocs.yml or a bad vocabulary file."""


class OutputError(ReadingListError):
    """The site could not be written (a foreign file in the way, a full disk)."""
