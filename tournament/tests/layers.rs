//! The crate's modules form the layers its top doc declares (src/lib.rs, "# Layers"): a module
//! names (`crate::m…`) only modules of its own layer or below, and no chain of such names comes
//! back to where it started. Read from the sources, so a new `use` that reaches up or closes a
//! circle fails here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layer table of the crate's top doc: module → layer number. `crate` is the root itself.
fn declared_layers(lib: &str) -> Result<BTreeMap<String, u32>, String> {
    let mut layers = BTreeMap::new();
    for line in lib.lines() {
        let Some(row) = line.strip_prefix("//! | ") else {
            continue;
        };
        let cells: Vec<&str> = row.split(" | ").collect();
        let Some(layer) = cells[0]
            .split_whitespace()
            .next()
            .and_then(|n| n.parse().ok())
        else {
            continue; // the header and its rule
        };
        let modules = cells
            .get(1)
            .ok_or_else(|| format!("no modules in '{line}'"))?;
        for name in modules.split('`').skip(1).step_by(2) {
            if layers.insert(name.to_string(), layer).is_some() {
                return Err(format!("'{name}' is in two layers"));
            }
        }
    }
    if layers.is_empty() {
        return Err("src/lib.rs declares no layers".into());
    }
    Ok(layers)
}

/// The modules a source names through `crate::`, outside comments: `crate::ledger::Ledger` and
/// `crate::{groups, knockout as k}` name `ledger`, `groups` and `knockout`; a capitalised name
/// (`crate::Colour`) is an item of the root, named `crate`.
fn uses(source: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut name = |segment: &str| {
        let first = segment
            .trim()
            .split([':', ' ', ';', ',', ')', '>'])
            .next()
            .unwrap_or("");
        if first.starts_with(|c: char| c.is_ascii_uppercase()) {
            found.insert("crate".to_string());
        } else if !first.is_empty() {
            found.insert(first.to_string());
        }
    };
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let inner = group.split('}').next().unwrap_or("");
                inner.split(',').for_each(&mut name);
            } else {
                name(rest);
            }
        }
    }
    found
}

/// Every way the graph breaks the layers: an undeclared module, a module that names one of a
/// higher layer, and every circle (as the path that closes it).
fn violations(
    layers: &BTreeMap<String, u32>,
    graph: &BTreeMap<String, BTreeSet<String>>,
) -> Vec<String> {
    let mut out = Vec::new();
    for (module, named) in graph {
        let Some(&own) = layers.get(module) else {
            out.push(format!("{module} is in no layer of src/lib.rs"));
            continue;
        };
        for other in named.iter().filter(|o| *o != module) {
            match layers.get(other) {
                None => out.push(format!("{module} names {other}, which is in no layer")),
                Some(&l) if l > own => {
                    out.push(format!("{module} (layer {own}) names {other} (layer {l})"))
                }
                Some(_) => {}
            }
        }
    }
    // A circle: depth-first search, reporting a back edge with the path on the stack.
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
        out: &mut Vec<String>,
    ) {
        if done.contains(m) {
            return;
        }
        if let Some(at) = stack.iter().position(|s| s == m) {
            let mut path = stack[at..].to_vec();
            path.push(m.to_string());
            out.push(format!("circle: {}", path.join(" → ")));
            return;
        }
        stack.push(m.to_string());
        for next in graph.get(m).into_iter().flatten().filter(|n| *n != m) {
            visit(next, graph, stack, done, out);
        }
        stack.pop();
        done.insert(m.to_string());
    }
    let mut done = BTreeSet::new();
    for m in graph.keys() {
        visit(m, graph, &mut Vec::new(), &mut done, &mut out);
    }
    out
}

#[test]
fn the_modules_keep_the_declared_layers_with_no_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let read =
        |p: &Path| std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let layers = declared_layers(&read(&src.join("lib.rs"))).expect("the layer table");
    let mut graph = BTreeMap::new();
    for entry in std::fs::read_dir(&src).expect("src/") {
        let path = entry.expect("a directory entry").path();
        let stem = path
            .file_stem()
            .expect("a file name")
            .to_string_lossy()
            .into_owned();
        let module = if stem == "lib" {
            "crate".to_string()
        } else {
            stem
        };
        graph.insert(module, uses(&read(&path)));
    }
    for declared in layers.keys() {
        assert!(
            graph.contains_key(declared),
            "src/lib.rs lists {declared}, which has no file"
        );
    }
    assert!(graph.len() > 10, "read only {} modules", graph.len());
    let broken = violations(&layers, &graph);
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn the_check_finds_a_module_reaching_up_and_a_circle() {
    let layers = declared_layers(
        "//! | layer | modules | holds |\n//! |---|---|---|\n\
         //! | 0 low | `crate`, `a` | x |\n//! | 1 high | `b`, `c` | y |\n",
    )
    .expect("the table");
    assert_eq!(layers["a"], 0);
    assert_eq!(layers["c"], 1);
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", uses("use crate::b::Thing; // crate::c in a comment")),
        (
            "b",
            uses("use crate::{c, a as lower};\nfn f() -> crate::Colour {}"),
        ),
        ("c", uses("    let x = crate::b::make();")),
        ("crate", BTreeSet::new()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    assert_eq!(graph["a"], BTreeSet::from(["b".to_string()]));
    assert_eq!(
        graph["b"],
        BTreeSet::from(["a".to_string(), "c".to_string(), "crate".to_string()])
    );
    let broken = violations(&layers, &graph);
    assert!(
        broken.contains(&"a (layer 0) names b (layer 1)".to_string()),
        "{broken:?}"
    );
    assert!(
        broken
            .iter()
            .any(|b| b.starts_with("circle: ") && b.contains("b → c → b")),
        "{broken:?}"
    );
}
