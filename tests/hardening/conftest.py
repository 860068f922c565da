"""Folders that fail as real ones do (a disk that fills up, a read-only folder), a user data folder, a whole game's log.

As root, both are small tmpfs mounts (the kernel's own ENOSPC and EROFS); elsewhere a full disk is
os.write failing with ENOSPC for files in the folder, and a read-only folder is chmod 0o500.
"""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest


def _mount(folder: Path, options: str) -> bool:
    if os.geteuid() != 0:
        return False
    return subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                          capture_output=True).returncode == 0


class Disk:
    def __init__(self, folder: Path, mounted: bool) -> None:
        self.folder, self.mounted, self.full = folder, mounted, False

    def fill(self) -> None:
        """No room left: the next write that needs space fails."""
        if not self.mounted:
            self.full = True
            return
        with (self.folder / "filler").open("wb", buffering=0) as handle:
            try:
                while True:
                    handle.write(b"x" * 512)
            except OSError as exc:
                assert exc.errno == errno.ENOSPC

    def inside(self, fd: int) -> bool:
        try:
            return os.readlink(f"/proc/self/fd/{fd}").startswith(str(self.folder))
        except OSError:
            return False


@pytest.fixture
def full_disk(tmp_path, monkeypatch):
    folder = tmp_path / "disk"
    folder.mkdir()
    disk = Disk(folder, _mount(folder, "size=256k"))
    if not disk.mounted:
        if not Path("/proc/self/fd").is_dir():
            pytest.skip("needs a tmpfs (root) or /proc to simulate a full disk")
        real_write = os.write

        def write(fd: int, data) -> int:
            if disk.full and disk.inside(fd):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            return real_write(fd, data)

        monkeypatch.setattr(os, "write", write)
    yield disk
    if disk.mounted:
        subprocess.run(["umount", "-l", str(folder)], check=False)


@pytest.fixture
def read_only(tmp_path):
    folder = tmp_path / "read-only"
    folder.mkdir()
    mounted = _mount(folder, "ro,size=64k")
    if not mounted:
        folder.chmod(0o500)
    yield folder
    if mounted:
        subprocess.run(["umount", "-l", str(folder)], check=False)
    else:
        folder.chmod(0o700)


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    """An empty user data folder (decks, saves, settings) for one test."""
    folder = tmp_path / "user"
    (folder / "decks").mkdir(parents=True)
    monkeypatch.setenv("OPCG_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def full_log(tmp_path):
    """A whole game's log, as `simulate --save-dir` writes it."""
    from opcg_tui.simulate import run_simulation

    run_simulation("ST-01", "ST-02", "random,random", 1, 7, progress=False, save_dir=tmp_path / "sim")
    return tmp_path / "sim" / "game-00000.jsonl"
