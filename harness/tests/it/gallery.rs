//! The checked-in gallery (`docs/gallery/`) is what `qili gallery` writes today: regenerated
//! into a scratch directory and compared byte for byte, both ways.

use crate::support;

use std::collections::BTreeMap;
use std::path::Path;
use support::{qili, root, scratch, stderr};

/// Every file under `dir`, by path relative to it, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(dir).expect("below the directory");
                let name = rel.to_string_lossy().replace('\\', "/");
                out.insert(name, std::fs::read(&path).expect("a readable file"));
            }
        }
    }
    out
}

/// The pictures read on a machine without Chinese fonts: every character is a glyph outline.
#[test]
fn every_character_of_the_gallery_is_an_outline() {
    let have = files(&root().join("docs/gallery/svg"));
    assert!(have.len() > 120, "only {} pictures", have.len());
    let plain: Vec<&String> = have
        .iter()
        .filter(|(_, bytes)| String::from_utf8_lossy(bytes).contains("<text"))
        .map(|(name, _)| name)
        .collect();
    assert!(
        plain.is_empty(),
        "characters without an outline in {plain:?}: add them with tools/glyphs/extract.py"
    );
}

#[test]
fn the_checked_in_gallery_is_up_to_date() {
    let fresh = scratch("gallery");
    let out = qili(&["gallery", fresh.to_str().expect("UTF-8")]);
    assert!(
        out.status.success(),
        "qili gallery failed: {}",
        stderr(&out)
    );
    let want = files(&fresh);
    let have = files(&root().join("docs/gallery"));
    assert!(
        want.len() > 120,
        "only {} gallery files were written",
        want.len()
    );
    let mut stale = Vec::new();
    for (name, bytes) in &want {
        match have.get(name) {
            None => stale.push(format!("missing: docs/gallery/{name}")),
            Some(b) if b != bytes => stale.push(format!("differs: docs/gallery/{name}")),
            Some(_) => {}
        }
    }
    for name in have.keys().filter(|n| !want.contains_key(*n)) {
        stale.push(format!("not generated any more: docs/gallery/{name}"));
    }
    let shown = stale.len().min(20);
    if stale.len() > shown {
        let more = stale.len() - shown;
        stale.truncate(shown);
        stale.push(format!("… and {more} more"));
    }
    assert!(
        shown == 0,
        "the checked-in gallery is stale:\n{}\n\nRegenerate it from the checkout's root with\n    \
         cargo run --release -- gallery docs/gallery\nand commit docs/gallery/.",
        stale.join("\n")
    );
}

#[test]
fn contributed_cases_get_a_page_of_their_own() {
    let dir = scratch("gallery-contrib");
    let cases = dir.join("cases").join("contrib");
    std::fs::create_dir_all(&cases).expect("the contrib directory is created");
    let start = qili_oracle::Position::from_fen("3k5/9/9/9/9/9/9/9/R8/5K3 w").expect("legal");
    let moves = qili_oracle::notation::parse_moves(&start, "a1a2 d9e9 a2a1 e9d9 a1a2")
        .expect("legal moves");
    let text = qili::scaffold::scaffold(&start, &moves, "rook-shuffle").expect("a loop");
    std::fs::write(cases.join("rook-shuffle.yaml"), text).expect("the case is written");
    let layout = qili::suite::Layout {
        cases: Some(dir.join("cases")),
        spec: Some(root().join("spec")),
    };
    let suite = qili::suite::Suite::load(&layout).expect("the suite loads");
    let gallery = qili::gallery::Gallery::build(&suite, &layout, &[]).expect("a gallery");
    let names: Vec<&str> = gallery.files.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        ["README.md", "contrib.md", "svg/contrib-rook-shuffle.svg"]
    );
    let page = &gallery.files["contrib.md"];
    assert!(page.starts_with("# Contributed cases\n"), "{page}");
    assert!(page.contains("## contrib-rook-shuffle · TODO"), "{page}");
    assert!(gallery.files["README.md"].contains("](contrib.md): 1 case"));

    // Writing removes the pages and pictures of an earlier gallery that are gone.
    let out = dir.join("out");
    std::fs::create_dir_all(out.join("svg")).expect("the output directory is created");
    std::fs::write(out.join("svg/axf-001.svg"), "old").expect("written");
    std::fs::write(out.join("axf.md"), "old").expect("written");
    std::fs::write(out.join("notes.txt"), "mine").expect("written");
    gallery.write(&out).expect("the gallery is written");
    let written: Vec<String> = files(&out).into_keys().collect();
    assert_eq!(
        written,
        [
            "README.md",
            "contrib.md",
            "notes.txt",
            "svg/contrib-rook-shuffle.svg"
        ]
    );
}

#[test]
fn every_page_that_shows_a_dash_says_what_it_means() {
    let gallery = root().join("docs/gallery");
    let mut dashed = 0;
    for (name, bytes) in files(&gallery) {
        if !name.ends_with(".md") || name == "README.md" {
            continue;
        }
        let page = String::from_utf8(bytes).expect("UTF-8");
        if page.contains("| — |") {
            dashed += 1;
            let legend = page.split("\n<a id=").next().unwrap_or("");
            assert!(
                legend.contains("— under *the case expects* means the case gives no ruling"),
                "{name} shows — in its tables but its legend does not say what it means"
            );
        }
    }
    assert!(
        dashed >= 2,
        "only {dashed} pages show — (both books have a case without the other's ruling)"
    );
}
