"""Load one of these tools for a set of testdata/outside: a set's own score.py, check_truth.py and
work/build.py are wrappers that call load() with their folder and the set's parameters, then take the
tool's names as theirs (so work/tools/inspect.py's `import score` and art.py's `import check_truth`
keep working). SHARED_DIR is ../shared beside the repository, for the tools' library and peer cases."""
import importlib.util
import os
import sys

TOOLS = os.path.dirname(os.path.abspath(__file__))


def _shared_dir():
    """../shared beside the repository (the workplace's shared data), or $CITEGUARD_SHARED."""
    d = TOOLS
    while os.path.dirname(d) != d:
        if os.path.exists(os.path.join(d, "shared", "SPEC.md")):
            return os.path.join(d, "shared")
        d = os.path.dirname(d)
    return os.environ.get("CITEGUARD_SHARED", "../shared")


SHARED_DIR = _shared_dir()


def load(tool, set_dir, **params):
    """tools/<tool>.py as a module of its own for the set in set_dir (one per set and tool, so two sets
    loaded in one process do not share their parameters), configured with params."""
    set_dir = os.path.abspath(set_dir)
    name = f"outside_{tool}_{os.path.basename(set_dir)}"
    if name not in sys.modules:
        _exec(name, tool).configure(set_dir, **params)
    return sys.modules[name]


def public(mod):
    """The names a wrapper takes from its tool (all but the module's own dunder names)."""
    return {k: v for k, v in vars(mod).items() if not (k.startswith("__") and k.endswith("__"))}


def shared(tool):
    """tools/<tool>.py loaded once, for what takes no set parameters (check_truth's normalize for score.py,
    its PDF text and library readers for build.py)."""
    name = f"outside_{tool}"
    if name not in sys.modules:
        _exec(name, tool)
    return sys.modules[name]


def _exec(name, tool):
    spec = importlib.util.spec_from_file_location(name, os.path.join(TOOLS, tool + ".py"))
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
